/* The reader's per-line and per-op hot loops in C (the Python modules of mqss_edge/features keep the same code).
 *
 * scan(text, name_info, count_header, label, closing, alias, use_only)
 *     One pass over ASCII module text: split every line as lexer._LINE does (results, op name, rest)
 *     and build the module's columns as lexer._build does on its fast path, plus the '%' count of
 *     every op's text (its header's operands for a custom op with regions) and the quotes in those
 *     headers' texts, which tree._Columns.nops otherwise counts. Returns the columns, or
 *     None whenever the Python reader has anything to say (a continuation line to join, a parse error
 *     to raise, non-ASCII text): the caller then runs the Python reader, which decides. The callables
 *     are the Python reader's own helpers, called once per distinct name, label or region closing.
 *
 * ssa_split(texts, norms=True, names=True)
 *     For each text, what keys._SSA_SPLIT.split gives, recombined: (the text with every SSA name
 *     replaced by '%', the names in order); either can be left out (None in its place).
 *     None if a text is not ASCII.
 *
 * def_use(texts, results, blocks, args_of, expand[, opos, n3, block_table])
 *     Def-use among a list of ops in program order (defuse.def_use is the same in Python): every SSA
 *     name an op's text mentions (defuse.operand_lists) resolves to the latest earlier op defining it,
 *     and entering a block drops its arguments' names (args_of(block) gives them; expand(results)
 *     spells out '%x:2' and '%a, %b'). Names are hashed as bytes: no str per use. With opos and n3,
 *     returns the graph's def-use edge codes (graph.ir_graph) instead, sorted and distinct. With the
 *     module's block table (tree._Columns.blocks), a label's arguments are read here, not called for.
 *
 * rank_keys(indices, names, texts, results, linalg, generic, norm_of, ranks, miss[, skeleton, infos])
 *     The loop of types.op_ranks: each op's cache key (name, has results, the text's type tail, with
 *     its static dimensions replaced if skeleton) looked up in `ranks`; miss(k, key) computes (and
 *     caches) one that is not there. With the ops' infos, a missing rank of an op with at most one
 *     result is read here (types._signature's types, their largest types.shaped rank) and cached the
 *     same way.
 *
 * nest_keys(todo, names, skel_of, ends, extracts, gathers, aliases, nests, miss[, nums_of, made, instantiate,
 *           per_op])
 *     The loop of nests.loop_nests: ops keyed on name, text without SSA names and static dimensions
 *     and, with regions, body op names and gathered texts; each distinct key is looked up in the
 *     cross-module cache `nests` once and miss(k) makes its template if absent. With nums_of, each
 *     op's own nest: instantiate(template, dims, k) once per distinct (template, dims) in `made`, or
 *     per_op(k) for templates that say so.
 *
 * shape_split(texts, ssa=False)
 *     keys._SHAPE_DIM on each text: every static dimension of a shaped type as written (a digit run
 *     after '<' or 'x' and before 'x') replaced by '\x01', and those dimensions in order; with ssa, the
 *     SSA names are replaced by '%' in the same pass (as ssa_split does first). Ops whose texts differ
 *     only there share a loop-nest template and a rank.
 *
 * graph_frame(order, block_of, blocks, nops, results, block_sizes, n3, num_results, block_args)
 *     The node bookkeeping of graph.ir_graph (graph._graph_frame is the same in Python): op and block
 *     node positions, containment and ownership edge codes, the dense op columns (rank left 0) and the
 *     block columns as float32 bytes.
 *
 * Every result equals the Python code's on the same input; tests/features/test_native.py compares them
 * on every corpus module, the fixtures, generated modules and malformed text.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NO_BLOCK PY_SSIZE_T_MIN /* the open region has no block yet (reader: cur is None) */

static PyObject *EMPTY; /* "" */

typedef struct {
    Py_ssize_t index; /* op owning the regions, -1 for the top level */
    int depth, implicit_body, generic;
    int bdepth, bimpl_body, bimpl; /* flags of the blocks it opens */
    PyObject *regions;             /* list of lists of block ids */
    PyObject *blocks;              /* block ids of the region being read */
    PyObject *header;              /* custom header text (entry block arguments) */
    PyObject *parts;               /* attribute text pieces */
    Py_ssize_t cur;                /* the block ops went to before this frame opened (parent frame) */
} Frame;

/* [A-Za-z0-9_]: a table, one load where four range tests were (the reader's name loops run it on most bytes) */
static const unsigned char WORD[256] = {['a' ... 'z'] = 1, ['A' ... 'Z'] = 1, ['0' ... '9'] = 1, ['_'] = 1};
static inline int is_word(unsigned char c) { return WORD[c]; }
static inline int is_blank(unsigned char c) { return c == ' ' || c == '\t'; }
/* [^=\n" \t] */
static inline int is_res_char(unsigned char c) { return c != '=' && c != '\n' && c != '"' && c != ' ' && c != '\t'; }
/* what str.rstrip() removes from an ASCII line without newlines */
static inline int is_strip(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' || (c >= 0x1c && c <= 0x1f);
}

/* s[a:b] of ASCII text (no decoding needed) */
static PyObject *substr(const char *s, Py_ssize_t a, Py_ssize_t b) {
    if (b <= a) return Py_NewRef(EMPTY);
    PyObject *u = PyUnicode_New(b - a, 127);
    if (u) memcpy(PyUnicode_DATA(u), s + a, b - a);
    return u;
}

/* Names seen in this scan, looked up by their bytes before any str is made (few distinct names). */
#define NAME_SLOTS 64
typedef struct {
    const char *at;
    Py_ssize_t len;
    PyObject *pair; /* borrowed from seen_names: (name, info, index among the distinct names) */
} NameSlot;

/* Append `value` n times. */
static int extend_n(PyObject *list, Py_ssize_t value, Py_ssize_t n) {
    if (n <= 0) return 0;
    PyObject *v = PyLong_FromSsize_t(value);
    if (!v) return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (PyList_Append(list, v) < 0) {
            Py_DECREF(v);
            return -1;
        }
    }
    Py_DECREF(v);
    return 0;
}

static int add_at(PyObject *list, Py_ssize_t i, Py_ssize_t delta) {
    PyObject *old = PyList_GET_ITEM(list, i);
    Py_ssize_t v = PyLong_AsSsize_t(old);
    if (v == -1 && PyErr_Occurred()) return -1;
    PyObject *nv = PyLong_FromSsize_t(v + delta);
    if (!nv) return -1;
    PyList_SetItem(list, i, nv); /* steals nv, releases old */
    return 0;
}

typedef struct {
    PyObject *blocks;     /* list of block tuples */
    PyObject *block_size; /* list of ints */
} Blocks;

static inline int is_space(unsigned char c);

/* A block's row (owner, label, argument text, header declares them, first op, depth, implicit body, implicit) */
static PyObject *block_row(Py_ssize_t owner, PyObject *label, PyObject *args, PyObject *declared, Py_ssize_t first,
                           int depth, int implicit_body, int implicit) {
    PyObject *o = PyLong_FromSsize_t(owner), *f = PyLong_FromSsize_t(first), *dp = PyLong_FromLong(depth), *t = NULL;
    if (o && f && dp)
        t = PyTuple_Pack(8, o, label, args, declared, f, dp, implicit_body ? Py_True : Py_False,
                         implicit ? Py_True : Py_False);
    Py_XDECREF(o);
    Py_XDECREF(f);
    Py_XDECREF(dp);
    return t;
}

/* \s of Python's re on ASCII: what str.strip() removes, and the newline */
static inline int is_re_space(unsigned char c) { return is_strip(c) || c == '\n'; }

/* layout._WHOLE_VALUE on s[a:b]: an alias value that needs no scan (no blank inside, or an affine_map with no
   nested bracket), followed by blanks only */
static int whole_value(const char *s, Py_ssize_t a, Py_ssize_t b) {
    Py_ssize_t p = a;
    while (p < b && s[p] != ' ' && s[p] != '\t' && s[p] != '\n') p++;
    while (p < b && (s[p] == ' ' || s[p] == '\t')) p++;
    if (p == b) return 1;
    p = a; /* affine_map<\([^()<>]*\)(?:\[[^\]<>]*\])?[ \t]*->[ \t]*\([^()<>]*\)>[ \t]*\Z */
    if (b - p < 12 || memcmp(s + p, "affine_map<(", 12) != 0) return 0;
    p += 12;
    while (p < b && !strchr("()<>", s[p])) p++;
    if (p >= b || s[p] != ')') return 0;
    p++;
    if (p < b && s[p] == '[') {
        p++;
        while (p < b && s[p] != ']' && s[p] != '<' && s[p] != '>') p++;
        if (p >= b || s[p] != ']') return 0;
        p++;
    }
    while (p < b && (s[p] == ' ' || s[p] == '\t')) p++;
    if (b - p < 2 || s[p] != '-' || s[p + 1] != '>') return 0;
    p += 2;
    while (p < b && (s[p] == ' ' || s[p] == '\t')) p++;
    if (p >= b || s[p] != '(') return 0;
    p++;
    while (p < b && !strchr("()<>", s[p])) p++;
    if (b - p < 2 || s[p] != ')' || s[p + 1] != '>') return 0;
    p += 2;
    while (p < b && (s[p] == ' ' || s[p] == '\t')) p++;
    return p == b;
}

/* lexer._alias_entry of s[a:b] (a line after its leading whitespace) when its value needs no scan (whole_value):
   1 with the spans of the alias and of its stripped value; 0 where the Python code decides. */
static int alias_of(const char *s, Py_ssize_t a, Py_ssize_t b, Py_ssize_t *nb, Py_ssize_t *va, Py_ssize_t *vb) {
    Py_ssize_t q = a + 1; /* ([#!][\w$.-]+)\s*=\s*(.*)$ */
    if (q > b || (s[a] != '#' && s[a] != '!')) return 0;
    while (q < b && (is_word((unsigned char)s[q]) || s[q] == '$' || s[q] == '.' || s[q] == '-')) q++;
    if (q == a + 1) return 0;
    *nb = q;
    while (q < b && is_re_space((unsigned char)s[q])) q++;
    if (q >= b || s[q] != '=') return 0;
    q++;
    while (q < b && is_re_space((unsigned char)s[q])) q++;
    if (!whole_value(s, q, b)) return 0;
    Py_ssize_t y = b;
    while (y > q && is_re_space((unsigned char)s[y - 1])) y--;
    *va = q;
    *vb = y;
    return 1;
}

/* lexer._closing of s[a:b] (a line after its leading whitespace, starting with '}' that ends a region of an op in
   generic or custom form): 1 with *close (the line closes the op) and the span of the text it adds to the op's
   attributes, 0 when the line is malformed (None in Python). */
static int closing_of(const char *s, Py_ssize_t a, Py_ssize_t b, int generic, int *close, Py_ssize_t *pa,
                      Py_ssize_t *pb) {
    Py_ssize_t x = a + 1, y = b; /* tail = rest[1:].strip() */
    while (x < y && is_re_space((unsigned char)s[x])) x++;
    while (y > x && is_re_space((unsigned char)s[y - 1])) y--;
    if (generic) {
        if (x < y && s[x] == ')') { /* tail[1:].strip() */
            x++;
            while (x < y && is_strip((unsigned char)s[x])) x++;
            *close = 1;
        } else if (x < y && s[x] == ',' && s[y - 1] == '{') {
            *close = 0;
            y = x;
        } else {
            return 0;
        }
    } else if (x < y && s[y - 1] == '{') { /* tail[:-1].strip() */
        y--;
        while (y > x && is_strip((unsigned char)s[y - 1])) y--;
        *close = 0;
    } else if (x < y && s[x] == ')') {
        return 0;
    } else {
        *close = 1;
    }
    *pa = x;
    *pb = y;
    return 1;
}

/* lexer._label of s[a:b] (a block label line after its leading whitespace: `^bb0(%a: f32):`, `^bb1:`): (label,
   argument text), None when malformed, NotImplemented for the Python code (an empty line). */
static PyObject *label_of(const char *s, Py_ssize_t a, Py_ssize_t b) {
    if (b <= a) Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t p = -1, r = -1;
    for (Py_ssize_t q = a; q < b; q++)
        if (s[q] == '(') {
            p = q;
            break;
        }
    for (Py_ssize_t q = b - 1; q >= a; q--)
        if (s[q] == ')') {
            r = q;
            break;
        }
    Py_ssize_t la = a, lb = p < 0 ? b - 1 : p, aa = 0, ab = 0; /* label: rest[:-1] or rest[:p], stripped */
    while (la < lb && is_space((unsigned char)s[la])) la++;
    while (lb > la && is_space((unsigned char)s[lb - 1])) lb--;
    if (s[b - 1] != ':' || lb - la < 2) Py_RETURN_NONE;
    for (Py_ssize_t q = la; q < lb; q++)
        if (s[q] == ' ') Py_RETURN_NONE;
    if (p >= 0) { /* rest[p + 1:rest.rfind(")")], Python's slice: -1 counts from the end */
        aa = p + 1;
        ab = r < 0 ? b - 1 : r;
        if (ab < aa) ab = aa;
    }
    PyObject *label = substr(s, la, lb), *args = p < 0 ? Py_NewRef(EMPTY) : substr(s, aa, ab), *out = NULL;
    if (label && args) out = PyTuple_Pack(2, label, args);
    Py_XDECREF(label);
    Py_XDECREF(args);
    return out;
}

/* lexer._build.entry: open the unlabeled block ops of `fr` go to. Returns the block id or -2 on error. */
static Py_ssize_t entry(Blocks *bl, Frame *fr, Py_ssize_t start) {
    if (!fr->regions || !fr->blocks || !fr->header) { /* the top level never opens a block */
        PyErr_SetString(PyExc_RuntimeError, "_native.scan: a block opened at the top level");
        return -2;
    }
    int first = PyList_GET_SIZE(fr->regions) == 0 && PyList_GET_SIZE(fr->blocks) == 0;
    Py_ssize_t b = PyList_GET_SIZE(bl->block_size);
    PyObject *bo = PyLong_FromSsize_t(b);
    if (!bo) return -2;
    int rc = PyList_Append(fr->blocks, bo);
    Py_DECREF(bo);
    if (rc < 0) return -2;
    PyObject *zero = PyLong_FromLong(0);
    rc = PyList_Append(bl->block_size, zero);
    Py_DECREF(zero);
    if (rc < 0) return -2;
    int has_header = PyUnicode_GET_LENGTH(fr->header) > 0;
    PyObject *t = block_row(fr->index, Py_None, first ? fr->header : EMPTY, (first && has_header) ? Py_True : Py_False,
                            start, fr->bdepth, fr->bimpl_body, fr->bimpl);
    if (!t) return -2;
    rc = PyList_Append(bl->blocks, t);
    Py_DECREF(t);
    return rc < 0 ? -2 : b;
}

static void free_frames(Frame *st, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_XDECREF(st[i].regions);
        Py_XDECREF(st[i].blocks);
        Py_XDECREF(st[i].header);
        Py_XDECREF(st[i].parts);
    }
}

/* Assign the ops read since the last structural line (run..upto) to the open block. */
static int flush(PyObject *block_c, Blocks *bl, Frame *top, Py_ssize_t *cur, Py_ssize_t *run, Py_ssize_t upto) {
    if (upto > *run) {
        if (*cur == NO_BLOCK) {
            *cur = entry(bl, top, *run);
            if (*cur == -2) return -1;
        }
        if (extend_n(block_c, *cur, upto - *run) < 0) return -1;
        if (*cur >= 0 && add_at(bl->block_size, *cur, upto - *run) < 0) return -1;
        *run = upto;
    }
    return 0;
}

/* How many bytes of s[a:b] are ch: 8-bit sums per block of 240 bytes (at most 255, a whole number of 16-byte
   vectors: no scalar tail per block), which the compiler vectorizes. */
__attribute__((optimize("O3"))) static Py_ssize_t count_char(const char *s, Py_ssize_t a, Py_ssize_t b, char ch) {
    Py_ssize_t c = 0;
    for (Py_ssize_t j = a; j < b;) {
        Py_ssize_t e = b - j < 240 ? b : j + 240;
        unsigned char k = 0;
        for (; j < e; j++) k += s[j] == ch;
        c += k;
    }
    return c;
}

static int append_count(PyObject *list, const char *s, Py_ssize_t a, Py_ssize_t b, char ch) {
    Py_ssize_t c = count_char(s, a, b, ch);
    PyObject *v = PyLong_FromSsize_t(c);
    if (!v) return -1;
    int rc = PyList_Append(list, v);
    Py_DECREF(v);
    return rc;
}

#define GIVE_UP do { give_up = 1; goto done; } while (0)

static inline int is_ident_start(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static inline int is_name_char(unsigned char c) { return is_word(c) || c == '$' || c == '.' || c == '-'; }

/* Whether [a, b) (a line's text after its first op's name, as lexer._build sees it) may hold a second op:
   a superset of what layout.odd_layout finds there. Then the Python reader decides (and relays the line
   out). (A) '%name =' followed by a quoted or dotted name or call/constant; (B) after a blank that
   follows the end of a token ([\w>)\]}":]), a dotted identifier or a '"'; (C) '{' followed by '^', '"', a
   dotted identifier followed by an operand, or a terminator and '}'. */
static const unsigned char ODD_STOP[256] = {['%'] = 1, [' '] = 1, ['\t'] = 1, ['{'] = 1}; /* odd_layout's starts */

static int odd_layout(const char *s, Py_ssize_t a, Py_ssize_t b) {
    for (Py_ssize_t j = a; j < b; j++) {
        unsigned char c = (unsigned char)s[j];
        if (!ODD_STOP[c]) continue; /* one load instead of four compares on most bytes */
        if (c == '%') {
            Py_ssize_t q = j + 1;
            while (q < b && is_name_char((unsigned char)s[q])) q++;
            if (q == j + 1) continue;
            if (q < b && s[q] == ':') {
                Py_ssize_t d = q + 1;
                while (d < b && s[d] >= '0' && s[d] <= '9') d++;
                if (d > q + 1) q = d;
            }
            while (q < b && is_blank(s[q])) q++;
            if (q >= b || s[q] != '=') continue;
            q++;
            while (q < b && is_blank(s[q])) q++;
            if (q >= b) continue;
            if (s[q] == '"') return 1;
            if (!is_ident_start((unsigned char)s[q])) continue;
            Py_ssize_t e = q;
            while (e < b && (is_word((unsigned char)s[e]) || s[e] == '$')) e++;
            if (e < b && s[e] == '.') return 1;
            if ((e - q == 4 && memcmp(s + q, "call", 4) == 0) || (e - q == 13 && memcmp(s + q, "call_indirect", 13) == 0) ||
                (e - q == 8 && memcmp(s + q, "constant", 8) == 0))
                return 1;
        } else if (is_blank(c) && j > a) {
            unsigned char p = (unsigned char)s[j - 1];
            if (!(is_word(p) || p == '>' || p == ')' || p == ']' || p == '}' || p == '"' || p == ':')) continue;
            Py_ssize_t q = j + 1;
            while (q < b && is_blank(s[q])) q++;
            if (q >= b) continue;
            if (s[q] == '"') return 1;
            if (!is_ident_start((unsigned char)s[q])) continue;
            Py_ssize_t e = q;
            while (e < b && (is_word((unsigned char)s[e]) || s[e] == '$')) e++;
            if (e < b && s[e] == '.') return 1;
            j = e - 1;
        } else if (c == '{') {
            Py_ssize_t q = j + 1;
            while (q < b && is_blank(s[q])) q++;
            if (q >= b) continue;
            if (s[q] == '^' || s[q] == '"') return 1;
            if (!is_ident_start((unsigned char)s[q])) continue;
            Py_ssize_t e = q;
            int dotted = 0;
            while (e < b && (is_word((unsigned char)s[e]) || s[e] == '$' || s[e] == '.')) dotted |= s[e++] == '.';
            Py_ssize_t r = e;
            while (r < b && is_blank(s[r])) r++;
            if (r >= b) continue;
            if (dotted && r > e && (s[r] == '%' || s[r] == '@' || s[r] == '"' || s[r] == '(' || s[r] == ':' || s[r] == '^'))
                return 1;
            if (s[r] == '}' && ((e - q >= 6 && memcmp(s + e - 6, "return", 6) == 0) ||
                                (e - q >= 5 && memcmp(s + e - 5, "yield", 5) == 0) ||
                                (e - q >= 10 && memcmp(s + e - 10, "terminator", 10) == 0)))
                return 1;
        }
    }
    return 0;
}

static PyObject *scan(PyObject *self, PyObject *args) {
    PyObject *text, *name_info, *count_header, *label_fn, *alias_fn, *use_only;
    if (!PyArg_ParseTuple(args, "UOOOOO", &text, &name_info, &count_header, &label_fn, &alias_fn, &use_only))
        return NULL;
    if (!PyUnicode_IS_ASCII(text)) Py_RETURN_NONE;
    const char *s = (const char *)PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);

    int give_up = 0;
    PyObject *result = NULL;
    PyObject *info = PyList_New(0), *names = PyList_New(0), *res_c = PyList_New(0), *text_c = PyList_New(0);
    PyObject *is_op = PyList_New(0), *block_c = PyList_New(0), *regions = PyDict_New(), *ends = PyDict_New();
    PyObject *header_nops = PyDict_New(), *modules = PyList_New(0), *aliases = PyDict_New();
    PyObject *seen_names = PyDict_New(); /* name as written -> (the one str object, info) */
    PyObject *labels = PyDict_New();
    PyObject *pct = PyList_New(0), *header_quotes = NULL; /* '%' per op text (headers: their operands) */
    PyObject *name_counts = NULL;
    Py_ssize_t *ncount = NULL, ncount_cap = 0; /* ops per distinct name, by its index */
    Blocks bl = {PyList_New(0), PyList_New(0)};
    Py_ssize_t cap = 16, depth_n = 1;
    Frame *st = PyMem_Calloc(cap, sizeof(Frame));
    if (!info || !names || !res_c || !text_c || !is_op || !block_c || !regions || !ends || !header_nops || !modules ||
        !aliases || !seen_names || !labels || !bl.blocks ||
        !bl.block_size || !pct || !st)
        goto done;
    st[0].index = -1; /* the top level: never opens a block */
    Frame *top = &st[0];
    Py_ssize_t cur = -1, run = 0, k = 0; /* k: ops read so far */
    NameSlot slots[NAME_SLOTS];
    int n_slots = 0;

    Py_ssize_t ls = 0;
    for (;;) {
        Py_ssize_t le = ls;
        const char *nl = memchr(s + ls, '\n', n - ls);
        le = nl ? nl - s : n;
        /* ---- lexer._LINE on [ls, le) */
        Py_ssize_t p = ls;
        while (p < le && is_blank(s[p])) p++;
        Py_ssize_t ra = -1, rb = -1; /* results */
        if (p < le && s[p] == '%') {
            Py_ssize_t q = p + 1;
            while (q < le && is_res_char(s[q])) q++;
            for (;;) { /* (?:[ \t]++[^=\n" \t]++)*+ */
                Py_ssize_t r = q;
                while (r < le && is_blank(s[r])) r++;
                if (r == q || r >= le || !is_res_char(s[r])) break;
                while (r < le && is_res_char(s[r])) r++;
                q = r;
            }
            Py_ssize_t r = q;
            while (r < le && is_blank(s[r])) r++;
            if (r < le && s[r] == '=') {
                r++;
                while (r < le && is_blank(s[r])) r++;
                ra = p;
                rb = q;
                p = r;
            }
        }
        Py_ssize_t na = p, nb = p; /* op name */
        if (p < le && s[p] == '"') {
            Py_ssize_t q = p + 1;
            while (q < le && s[q] != '"') q++;
            if (q > p + 1 && q < le && q + 1 < le && s[q + 1] == '(') nb = q + 1;
        } else if (p < le && ((s[p] >= 'a' && s[p] <= 'z') || (s[p] >= 'A' && s[p] <= 'Z') || s[p] == '_')) {
            Py_ssize_t q = p + 1;
            while (q < le && (is_word(s[q]) || s[q] == '$' || s[q] == '.')) q++;
            Py_ssize_t r = q;
            while (r < le && is_blank(s[r])) r++;
            if (!(r < le && (s[r] == ',' || s[r] == '}' || s[r] == '=' || s[r] == ')' || s[r] == ']'))) nb = q;
        }
        Py_ssize_t rest_a = nb, rest_b = le;
        if (odd_layout(s, rest_a, rest_b)) GIVE_UP; /* two ops on a line: layout.relayout first */

        if (nb > na) { /* ---- an op */
            PyObject *known = NULL, *w, *inf;
            for (int q = 0; q < n_slots; q++) {
                if (slots[q].len == nb - na && memcmp(slots[q].at, s + na, nb - na) == 0) {
                    known = slots[q].pair;
                    break;
                }
            }
            if (!known) {
                w = substr(s, na, nb);
                if (!w) goto done;
                known = PyDict_GetItemWithError(seen_names, w); /* borrowed (str, info) */
                if (!known && PyErr_Occurred()) {
                    Py_DECREF(w);
                    goto done;
                }
                if (!known) {
                    inf = PyObject_CallOneArg(name_info, w);
                    if (!inf) {
                        Py_DECREF(w);
                        goto done;
                    }
                    if (inf == Py_None) { /* not an op name: the line continues one (or is garbage) */
                        Py_DECREF(w);
                        Py_DECREF(inf);
                        GIVE_UP;
                    }
                    Py_ssize_t id = PyDict_GET_SIZE(seen_names);
                    if (id >= ncount_cap) { /* room for this name's op count */
                        Py_ssize_t grown_cap = ncount_cap ? 2 * ncount_cap : 64;
                        Py_ssize_t *grown = PyMem_Realloc(ncount, grown_cap * sizeof(Py_ssize_t));
                        if (!grown) {
                            Py_DECREF(inf);
                            Py_DECREF(w);
                            PyErr_NoMemory();
                            goto done;
                        }
                        memset(grown + ncount_cap, 0, (grown_cap - ncount_cap) * sizeof(Py_ssize_t));
                        ncount = grown;
                        ncount_cap = grown_cap;
                    }
                    PyObject *ido = PyLong_FromSsize_t(id);
                    PyObject *pair = ido ? PyTuple_Pack(3, w, inf, ido) : NULL;
                    Py_XDECREF(ido);
                    Py_DECREF(inf);
                    if (!pair || PyDict_SetItem(seen_names, w, pair) < 0) {
                        Py_XDECREF(pair);
                        Py_DECREF(w);
                        goto done;
                    }
                    Py_DECREF(pair);
                    known = pair; /* the dict holds it */
                }
                Py_DECREF(w);
                if (n_slots < NAME_SLOTS) {
                    slots[n_slots].at = s + na;
                    slots[n_slots].len = nb - na;
                    slots[n_slots].pair = known;
                    n_slots++;
                }
            }
            w = PyTuple_GET_ITEM(known, 0);
            inf = PyTuple_GET_ITEM(known, 1);
            ncount[PyLong_AsSsize_t(PyTuple_GET_ITEM(known, 2))]++;
            Py_INCREF(w);
            int rc = PyList_Append(names, w);
            Py_DECREF(w);
            if (rc < 0 || PyList_Append(info, inf) < 0 || PyList_Append(is_op, Py_True) < 0) goto done;
            PyObject *r = ra >= 0 ? substr(s, ra, rb) : Py_NewRef(EMPTY);
            if (!r) goto done;
            rc = PyList_Append(res_c, r);
            Py_DECREF(r);
            if (rc < 0) goto done;
            unsigned char last = rest_b > rest_a ? (unsigned char)s[rest_b - 1] : 0;
            Py_ssize_t rb2 = rest_b;
            if (last == ' ' || last == '\t') { /* rest.rstrip(), looked at twice */
                while (rb2 > rest_a && is_strip((unsigned char)s[rb2 - 1])) rb2--;
                last = rb2 > rest_a ? (unsigned char)s[rb2 - 1] : 0;
            }
            if (last != '{') { /* an op without regions */
                PyObject *t = substr(s, rest_a, rb2);
                if (!t) goto done;
                rc = PyList_Append(text_c, t);
                Py_DECREF(t);
                if (rc < 0 || append_count(pct, s, rest_a, rb2, '%') < 0) goto done;
                k++;
                goto next;
            }
            /* an op opening regions: it goes into the open block with the ops read since the last
               structural line */
            k++;
            if (flush(block_c, &bl, top, &cur, &run, k) < 0) goto done;
            PyObject *full = PyTuple_GET_ITEM(inf, 0);
            long flags = PyLong_AsLong(PyTuple_GET_ITEM(inf, 2));
            int generic = PyObject_IsTrue(PyTuple_GET_ITEM(inf, 3));
            PyObject *head;
            Py_ssize_t op = k - 1;
            if (generic) {
                if (!(rb2 - rest_a >= 2 && s[rb2 - 2] == '(')) GIVE_UP;
                head = substr(s, rest_a, rb2 - 2);
                if (!head) goto done;
            } else {
                head = substr(s, rest_a, rb2 - 1);
                if (!head) goto done;
                int only = PySet_Contains(use_only, full);
                PyObject *cnt;
                if (only < 0) {
                    Py_DECREF(head);
                    goto done;
                }
                if (only) {
                    cnt = PyLong_FromSsize_t(count_char(s, rest_a, rb2 - 1, '%'));
                } else {
                    cnt = PyObject_CallOneArg(count_header, head);
                }
                PyObject *key = cnt ? PyLong_FromSsize_t(op) : NULL;
                if (!key || PyDict_SetItem(header_nops, key, cnt) < 0) {
                    Py_XDECREF(key);
                    Py_XDECREF(cnt);
                    Py_DECREF(head);
                    goto done;
                }
                Py_DECREF(key);
                Py_DECREF(cnt);
            }
            rc = PyList_Append(text_c, head);
            if (rc == 0) {
                if (generic) {
                    rc = append_count(pct, s, rest_a, rb2 - 2, '%');
                } else {
                    PyObject *key = PyLong_FromSsize_t(op);
                    PyObject *cnt = key ? PyDict_GetItemWithError(header_nops, key) : NULL; /* borrowed */
                    Py_XDECREF(key);
                    rc = cnt ? PyList_Append(pct, cnt) : -1;
                }
            }
            if (rc < 0) {
                Py_DECREF(head);
                goto done;
            }
            int depth = top->depth + ((flags & 4) ? 0 : 1);
            int implicit_body = top->implicit_body || (flags & 2);
            if (flags & 4) {
                PyObject *ko = PyLong_FromSsize_t(op);
                rc = ko ? PyList_Append(modules, ko) : -1;
                Py_XDECREF(ko);
                if (rc < 0) {
                    Py_DECREF(head);
                    goto done;
                }
            }
            top->cur = cur;
            if (depth_n == cap) {
                Frame *grown = PyMem_Realloc(st, 2 * cap * sizeof(Frame));
                if (!grown) {
                    Py_DECREF(head);
                    PyErr_NoMemory();
                    goto done;
                }
                memset(grown + cap, 0, cap * sizeof(Frame));
                st = grown;
                cap *= 2;
            }
            Frame *fr = &st[depth_n++];
            fr->index = op;
            fr->generic = generic;
            fr->depth = depth;
            fr->implicit_body = implicit_body;
            fr->bdepth = depth;
            fr->bimpl_body = implicit_body;
            fr->bimpl = implicit_body || (flags & 4);
            fr->regions = PyList_New(0);
            fr->blocks = PyList_New(0);
            fr->parts = PyList_New(0);
            if (generic) {
                fr->header = Py_NewRef(EMPTY);
            } else {
                Py_INCREF(head);
                fr->header = head;
            }
            rc = fr->parts ? PyList_Append(fr->parts, head) : -1;
            Py_DECREF(head);
            if (!fr->regions || !fr->blocks || rc < 0) goto done;
            top = fr;
            cur = NO_BLOCK;
            run = k;
            goto next;
        }

        /* ---- a line that is not an op */
        if (PyList_Append(is_op, Py_False) < 0) goto done;
        if (flush(block_c, &bl, top, &cur, &run, k) < 0) goto done;
        if (rest_a == rest_b) {
            if (ra >= 0) GIVE_UP; /* '=' without an op name */
            goto next;
        }
        char ch = s[rest_a];
        if (ch == '}') {
            Frame *fr = top;
            if (fr->index < 0) GIVE_UP;
            int close;
            Py_ssize_t pa, pb;
            if (!closing_of(s, rest_a, rest_b, fr->generic, &close, &pa, &pb)) GIVE_UP;
            if (pb > pa) {
                PyObject *part = substr(s, pa, pb);
                int rc = part ? PyList_Append(fr->parts, part) : -1;
                Py_XDECREF(part);
                if (rc < 0) goto done;
            }
            if (PyList_Append(fr->regions, fr->blocks) < 0) goto done;
            Py_SETREF(fr->blocks, PyList_New(0));
            if (!fr->blocks) goto done;
            cur = NO_BLOCK;
            if (close) {
                PyObject *ko = PyLong_FromSsize_t(fr->index);
                if (!ko) goto done;
                int rc = 0;
                if (PyList_GET_SIZE(fr->parts) > 1) {
                    PyObject *sep = PyUnicode_FromString(" ");
                    PyObject *joined = sep ? PyUnicode_Join(sep, fr->parts) : NULL;
                    Py_XDECREF(sep);
                    rc = joined ? PyList_SetItem(text_c, fr->index, joined) : -1;
                }
                PyObject *ek = rc == 0 ? PyLong_FromSsize_t(k) : NULL;
                if (!ek || PyDict_SetItem(ends, ko, ek) < 0 || PyDict_SetItem(regions, ko, fr->regions) < 0) {
                    Py_XDECREF(ek);
                    Py_DECREF(ko);
                    goto done;
                }
                Py_DECREF(ek);
                Py_DECREF(ko);
                free_frames(fr, 1);
                memset(fr, 0, sizeof(Frame));
                depth_n--;
                top = &st[depth_n - 1];
                cur = top->cur;
            }
        } else if (ch == '^') {
            Frame *fr = top;
            if (fr->index < 0) GIVE_UP;
            PyObject *line = substr(s, rest_a, rest_b);
            if (!line) goto done;
            PyObject *d = PyDict_GetItemWithError(labels, line); /* borrowed */
            if (!d) {
                if (PyErr_Occurred()) {
                    Py_DECREF(line);
                    goto done;
                }
                d = label_of(s, rest_a, rest_b);
                if (d == Py_NotImplemented) {
                    Py_DECREF(d);
                    d = PyObject_CallOneArg(label_fn, line);
                }
                if (!d || PyDict_SetItem(labels, line, d) < 0) {
                    Py_XDECREF(d);
                    Py_DECREF(line);
                    goto done;
                }
                Py_DECREF(d);
            }
            Py_DECREF(line);
            if (d == Py_None) GIVE_UP;
            cur = PyList_GET_SIZE(bl.block_size);
            PyObject *bo = PyLong_FromSsize_t(cur);
            int rc = bo ? PyList_Append(fr->blocks, bo) : -1;
            Py_XDECREF(bo);
            PyObject *zero = PyLong_FromLong(0);
            if (rc < 0 || !zero || PyList_Append(bl.block_size, zero) < 0) {
                Py_XDECREF(zero);
                goto done;
            }
            Py_DECREF(zero);
            PyObject *t = block_row(fr->index, PyTuple_GET_ITEM(d, 0), PyTuple_GET_ITEM(d, 1), Py_False, k, fr->bdepth,
                                    fr->bimpl_body, fr->bimpl);
            if (!t || PyList_Append(bl.blocks, t) < 0) {
                Py_XDECREF(t);
                goto done;
            }
            Py_DECREF(t);
        } else if (ch == '#' || ch == '!') {
            if (top->index >= 0) GIVE_UP;
            Py_ssize_t nb_, va, vb;
            PyObject *kv;
            if (alias_of(s, rest_a, rest_b, &nb_, &va, &vb)) {
                PyObject *key = substr(s, rest_a, nb_), *value = key ? substr(s, va, vb) : NULL;
                kv = value ? PyTuple_Pack(2, key, value) : NULL;
                Py_XDECREF(key);
                Py_XDECREF(value);
            } else {
                PyObject *line = substr(s, rest_a, rest_b);
                kv = line ? PyObject_CallOneArg(alias_fn, line) : NULL;
                Py_XDECREF(line);
            }
            if (!kv) goto done;
            if (kv == Py_None) {
                Py_DECREF(kv);
                GIVE_UP;
            }
            int rc = PyDict_SetItem(aliases, PyTuple_GET_ITEM(kv, 0), PyTuple_GET_ITEM(kv, 1));
            Py_DECREF(kv);
            if (rc < 0) goto done;
        } else {
            GIVE_UP; /* a continuation line (or garbage) */
        }
    next:
        if (!nl) break;
        ls = le + 1;
    }
    if (flush(block_c, &bl, top, &cur, &run, k) < 0) goto done;
    if (depth_n > 1) GIVE_UP; /* an unclosed region: the Python reader reports it */
    { /* quotes in the texts of the ops whose headers were counted (tree._Columns.nops) */
        Py_ssize_t hq = 0, pos = 0;
        PyObject *key, *val;
        while (PyDict_Next(header_nops, &pos, &key, &val)) {
            PyObject *t = PyList_GET_ITEM(text_c, PyLong_AsSsize_t(key));
            const char *ts = (const char *)PyUnicode_DATA(t);
            hq += count_char(ts, 0, PyUnicode_GET_LENGTH(t), '"');
        }
        header_quotes = PyLong_FromSsize_t(hq);
        if (!header_quotes) goto done;
    }
    { /* {name as written: its ops}, in the order of the names' first ops (Counter(names)'s order) */
        name_counts = PyDict_New();
        if (!name_counts) goto done;
        Py_ssize_t pos = 0;
        PyObject *key, *pair;
        while (PyDict_Next(seen_names, &pos, &key, &pair)) {
            PyObject *cnt = PyLong_FromSsize_t(ncount[PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 2))]);
            int rc = cnt ? PyDict_SetItem(name_counts, PyTuple_GET_ITEM(pair, 0), cnt) : -1;
            Py_XDECREF(cnt);
            if (rc < 0) goto done;
        }
    }
    result = PyTuple_Pack(16, info, names, res_c, text_c, is_op, block_c, bl.block_size, bl.blocks, regions, ends,
                          header_nops, modules, aliases, pct, header_quotes, name_counts);
done:
    PyMem_Free(ncount);
    Py_XDECREF(name_counts);
    if (st) {
        free_frames(st, depth_n);
        PyMem_Free(st);
    }
    Py_XDECREF(info);
    Py_XDECREF(names);
    Py_XDECREF(res_c);
    Py_XDECREF(text_c);
    Py_XDECREF(is_op);
    Py_XDECREF(block_c);
    Py_XDECREF(regions);
    Py_XDECREF(ends);
    Py_XDECREF(header_nops);
    Py_XDECREF(modules);
    Py_XDECREF(aliases);
    Py_XDECREF(seen_names);
    Py_XDECREF(labels);
    Py_XDECREF(pct);
    Py_XDECREF(header_quotes);
    Py_XDECREF(bl.blocks);
    Py_XDECREF(bl.block_size);
    if (give_up && !PyErr_Occurred()) Py_RETURN_NONE;
    return result;
}

/* (a, b) as a tuple; the caller's references to a and b are given up, also when packing fails. */
static PyObject *pair_stealing(PyObject *a, PyObject *b) {
    PyObject *t = PyTuple_Pack(2, a, b);
    Py_DECREF(a);
    Py_DECREF(b);
    return t;
}

/* ------------------------------------------------------------------------------------------------ */

static inline int is_ssa_char(unsigned char c) { return is_word(c) || c == '$' || c == '.' || c == '-'; }

static PyObject *ssa_split(PyObject *self, PyObject *args) {
    PyObject *arg;
    int want_norms = 1, want_names = 1;
    if (!PyArg_ParseTuple(args, "O|pp", &arg, &want_norms, &want_names)) return NULL;
    PyObject *seq = PySequence_Fast(arg, "ssa_split expects a list of str");
    if (!seq) return NULL;
    Py_ssize_t m = PySequence_Fast_GET_SIZE(seq);
    PyObject *norms = want_norms ? PyList_New(m) : Py_NewRef(Py_None);
    PyObject *all = want_names ? PyList_New(m) : Py_NewRef(Py_None);
    char *buf = NULL;
    Py_ssize_t bufcap = 0;
    if (!norms || !all) goto fail;
    for (Py_ssize_t i = 0; i < m; i++) {
        PyObject *t = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyUnicode_Check(t)) {
            PyErr_SetString(PyExc_TypeError, "ssa_split expects a list of str");
            goto fail;
        }
        if (!PyUnicode_IS_ASCII(t)) {
            Py_DECREF(seq);
            Py_DECREF(norms);
            Py_DECREF(all);
            PyMem_Free(buf);
            Py_RETURN_NONE;
        }
        const char *s = (const char *)PyUnicode_DATA(t);
        Py_ssize_t n = PyUnicode_GET_LENGTH(t);
        PyObject *names = NULL;
        if (want_names) {
            names = PyList_New(0);
            if (!names) goto fail;
            PyList_SET_ITEM(all, i, names);
        }
        if (!memchr(s, '%', n)) { /* nothing to replace */
            if (want_norms) PyList_SET_ITEM(norms, i, Py_NewRef(t));
            continue;
        }
        if (want_norms && n > bufcap) {
            char *grown = PyMem_Realloc(buf, n);
            if (!grown) {
                PyErr_NoMemory();
                goto fail;
            }
            buf = grown;
            bufcap = n;
        }
        Py_ssize_t o = 0, j = 0;
        while (j < n) {
            const char *pc = memchr(s + j, '%', n - j);
            Py_ssize_t p = pc ? pc - s : n;
            if (want_norms) memcpy(buf + o, s + j, p - j);
            o += p - j;
            if (p >= n) break;
            Py_ssize_t q = p + 1;
            while (q < n && is_ssa_char((unsigned char)s[q])) q++;
            if (q == p + 1) { /* a lone '%' */
                if (want_norms) buf[o] = '%';
                o++;
                j = p + 1;
                continue;
            }
            if (q + 1 < n && s[q] == '#' && s[q + 1] >= '0' && s[q + 1] <= '9') {
                q += 2;
                while (q < n && s[q] >= '0' && s[q] <= '9') q++;
            }
            if (names) {
                PyObject *name = PyUnicode_FromStringAndSize(s + p, q - p);
                if (!name || PyList_Append(names, name) < 0) {
                    Py_XDECREF(name);
                    goto fail;
                }
                Py_DECREF(name);
            }
            if (want_norms) buf[o] = '%';
            o++;
            j = q;
        }
        if (!want_norms) continue;
        PyObject *norm = PyUnicode_FromStringAndSize(buf, o);
        if (!norm) goto fail;
        PyList_SET_ITEM(norms, i, norm);
    }
    Py_DECREF(seq);
    PyMem_Free(buf);
    return pair_stealing(norms, all);
fail:
    Py_DECREF(seq);
    Py_XDECREF(norms);
    Py_XDECREF(all);
    PyMem_Free(buf);
    return NULL;
}

/* ------------------------------------------------------------------------------------------------ */

/* A hash table of names (byte spans of live str objects) -> op position, with deletion. */
typedef struct {
    const char *p;
    Py_ssize_t n;
    Py_ssize_t val;
    uint64_t h;
    int state; /* 0 empty, 1 full, 2 deleted */
} Slot;
typedef struct {
    Slot *slots;
    Py_ssize_t cap, used; /* used: full + deleted */
} Table;

static uint64_t hash_bytes(const char *p, Py_ssize_t n) {
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (Py_ssize_t i = 0; i < n; i++) h = (h ^ (unsigned char)p[i]) * 1099511628211ULL;
    return h;
}

static Slot *table_find(Table *t, const char *p, Py_ssize_t n, uint64_t h, int for_insert) {
    Py_ssize_t mask = t->cap - 1, i = (Py_ssize_t)(h & (uint64_t)mask);
    Slot *grave = NULL;
    for (;;) {
        Slot *sl = &t->slots[i];
        if (sl->state == 0) return for_insert ? (grave ? grave : sl) : NULL;
        if (sl->state == 2) {
            if (!grave) grave = sl;
        } else if (sl->h == h && sl->n == n && memcmp(sl->p, p, n) == 0) {
            return sl;
        }
        i = (i + 1) & mask;
    }
}

static int table_grow(Table *t) {
    Py_ssize_t cap = t->cap ? t->cap * 2 : 256;
    Slot *old = t->slots, *fresh = PyMem_Calloc(cap, sizeof(Slot));
    if (!fresh) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t oldcap = t->cap;
    t->slots = fresh;
    t->cap = cap;
    t->used = 0;
    for (Py_ssize_t i = 0; i < oldcap; i++) {
        if (old[i].state != 1) continue;
        Slot *sl = table_find(t, old[i].p, old[i].n, old[i].h, 1);
        *sl = old[i];
        t->used++;
    }
    PyMem_Free(old);
    return 0;
}

static int table_set(Table *t, const char *p, Py_ssize_t n, Py_ssize_t val) {
    if ((t->used + 1) * 2 > t->cap && table_grow(t) < 0) return -1;
    uint64_t h = hash_bytes(p, n);
    Slot *sl = table_find(t, p, n, h, 1);
    if (sl->state != 1) {
        if (sl->state == 0) t->used++;
        sl->p = p;
        sl->n = n;
        sl->h = h;
        sl->state = 1;
    }
    sl->val = val;
    return 0;
}

static Py_ssize_t table_get(Table *t, const char *p, Py_ssize_t n) {
    if (!t->cap) return -1;
    Slot *sl = table_find(t, p, n, hash_bytes(p, n), 0);
    return sl ? sl->val : -1;
}

static void table_del(Table *t, const char *p, Py_ssize_t n) {
    if (!t->cap) return;
    Slot *sl = table_find(t, p, n, hash_bytes(p, n), 0);
    if (sl) sl->state = 2;
}

/* Define (val >= 0) or drop (val < 0) every name `names` iterates over; new definitions' str objects
   are kept alive in `keep`. 1: fine, 0: a name is not ASCII, -1: error. */
static int table_names(Table *t, PyObject *names, Py_ssize_t val, PyObject *keep) {
    PyObject *it = PyObject_GetIter(names);
    if (!it) return -1;
    PyObject *name;
    int rc = 1;
    while (rc == 1 && (name = PyIter_Next(it))) {
        if (!PyUnicode_Check(name)) {
            PyErr_SetString(PyExc_TypeError, "def_use: names must be str");
            rc = -1;
        } else if (!PyUnicode_IS_ASCII(name)) {
            rc = 0;
        } else if (val < 0) {
            table_del(t, (const char *)PyUnicode_DATA(name), PyUnicode_GET_LENGTH(name));
        } else if (PyList_Append(keep, name) < 0 ||
                   table_set(t, (const char *)PyUnicode_DATA(name), PyUnicode_GET_LENGTH(name), val) < 0) {
            rc = -1;
        }
        Py_DECREF(name);
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) rc = -1;
    return rc;
}

/* The names syntax._DECL finds in a block's argument text ("%in: f32, %out: f32"): a name followed by
   ':' or by blanks and a single '='. Counted, and dropped from `drop` when given. */
static Py_ssize_t declared_names(const char *s, Py_ssize_t n, Table *drop) {
    Py_ssize_t count = 0;
    for (Py_ssize_t j = 0; j < n;) {
        const char *pc = memchr(s + j, '%', n - j);
        if (!pc) break;
        Py_ssize_t p = pc - s, q = p + 1;
        while (q < n && is_ssa_char((unsigned char)s[q])) q++;
        if (q > p + 1 && q < n) {
            int decl = s[q] == ':';
            if (!decl) {
                Py_ssize_t r = q;
                while (r < n && (is_strip((unsigned char)s[r]) || s[r] == '\n')) r++;
                decl = r < n && s[r] == '=' && !(r + 1 < n && s[r + 1] == '=');
            }
            if (decl) {
                count++;
                if (drop) table_del(drop, s + p, q - p);
            }
        }
        j = q;
    }
    return count;
}

static int cmp_i64(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Sort n edge codes ascending: an LSD radix sort by bytes, as many passes as the largest code has bytes, where
   qsort's comparison calls cost more than the graph's few hundred codes; insertion sort for a handful, qsort
   for negative codes. -1 when out of memory. */
static int sort_codes(long long *a, Py_ssize_t n) {
    if (n < 2) return 0;
    if (n <= 16) {
        for (Py_ssize_t i = 1; i < n; i++) {
            long long x = a[i];
            Py_ssize_t j = i;
            while (j > 0 && a[j - 1] > x) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = x;
        }
        return 0;
    }
    unsigned long long top = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (a[i] < 0) {
            qsort(a, (size_t)n, sizeof(long long), cmp_i64);
            return 0;
        }
        top |= (unsigned long long)a[i];
    }
    long long *tmp = PyMem_Malloc((size_t)n * sizeof(long long));
    if (!tmp) return -1;
    long long *src = a, *dst = tmp;
    for (int shift = 0; shift < 64 && (top >> shift); shift += 8) {
        Py_ssize_t count[257] = {0};
        for (Py_ssize_t i = 0; i < n; i++) count[(((unsigned long long)src[i] >> shift) & 255) + 1]++;
        for (int d = 0; d < 256; d++) count[d + 1] += count[d];
        for (Py_ssize_t i = 0; i < n; i++) dst[count[((unsigned long long)src[i] >> shift) & 255]++] = src[i];
        long long *t = src;
        src = dst;
        dst = t;
    }
    if (src != a) memcpy(a, src, (size_t)n * sizeof(long long));
    PyMem_Free(tmp);
    return 0;
}

static PyObject *def_use_lists(PyObject *texts, PyObject *results, PyObject *blocks, PyObject *args_of,
                               PyObject *expand, PyObject *opos, Py_ssize_t n3, PyObject *table);

/* column[indices[i]] for each i: a new list; NULL with IndexError for an index outside the column */
static PyObject *take(PyObject *column, PyObject *indices) {
    Py_ssize_t m = PyList_GET_SIZE(indices), len = PyList_GET_SIZE(column);
    PyObject *out = PyList_New(m);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < m; i++) {
        Py_ssize_t k = PyLong_AsSsize_t(PyList_GET_ITEM(indices, i));
        if (k < 0 || k >= len) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_IndexError, "def_use: op index out of range");
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, i, Py_NewRef(PyList_GET_ITEM(column, k)));
    }
    return out;
}

static PyObject *def_use(PyObject *self, PyObject *args) {
    PyObject *texts, *results, *blocks, *args_of, *expand, *opos = Py_None, *table = Py_None, *indices = Py_None;
    Py_ssize_t n3 = 0;
    if (!PyArg_ParseTuple(args, "O!O!O!OO|OnOO", &PyList_Type, &texts, &PyList_Type, &results, &PyList_Type, &blocks,
                          &args_of, &expand, &opos, &n3, &table, &indices))
        return NULL;
    if (indices == Py_None) return def_use_lists(texts, results, blocks, args_of, expand, opos, n3, table);
    if (!PyList_Check(indices)) {
        PyErr_SetString(PyExc_TypeError, "def_use: indices must be a list");
        return NULL;
    }
    PyObject *t = take(texts, indices), *r = t ? take(results, indices) : NULL, *b = r ? take(blocks, indices) : NULL;
    PyObject *out = b ? def_use_lists(t, r, b, args_of, expand, opos, n3, table) : NULL;
    Py_XDECREF(t);
    Py_XDECREF(r);
    Py_XDECREF(b);
    return out;
}

/* def_use on the ops' own columns */
static PyObject *def_use_lists(PyObject *texts, PyObject *results, PyObject *blocks, PyObject *args_of,
                               PyObject *expand, PyObject *opos, Py_ssize_t n3, PyObject *table) {
    if (table != Py_None && !PyList_Check(table)) {
        PyErr_SetString(PyExc_TypeError, "def_use: the block table must be a list");
        return NULL;
    }
    Py_ssize_t m = PyList_GET_SIZE(texts);
    int codes_mode = opos != Py_None;
    if (PyList_GET_SIZE(results) != m || PyList_GET_SIZE(blocks) != m ||
        (codes_mode && (!PyList_Check(opos) || PyList_GET_SIZE(opos) != m))) {
        PyErr_SetString(PyExc_ValueError, "def_use: texts, results, blocks (and opos) differ in length");
        return NULL;
    }
    Table t = {NULL, 0, 0};
    PyObject *keep = PyList_New(0), *entered = PySet_New(NULL), *out = NULL;
    PyObject *cons = NULL, *pos_l = NULL, *prod = NULL;
    long long *codes = NULL;
    Py_ssize_t ncodes = 0, capcodes = 0;
    int fallback = 0;
    if (!keep || !entered) goto done;
    if (!codes_mode) {
        cons = PyList_New(0);
        pos_l = PyList_New(0);
        prod = PyList_New(0);
        if (!cons || !pos_l || !prod) goto done;
    }
    PyObject *prev_b = NULL;
    for (Py_ssize_t i = 0; i < m; i++) {
        PyObject *b = PyList_GET_ITEM(blocks, i);
        if (b != prev_b) { /* a new block: its arguments shadow earlier results of the same name */
            prev_b = b;
            long bv = PyLong_AsLong(b);
            if (bv == -1 && PyErr_Occurred()) goto done;
            if (bv >= 0) {
                int was = PySet_Contains(entered, b);
                if (was < 0) goto done;
                if (!was) {
                    if (PySet_Add(entered, b) < 0) goto done;
                    if (table != Py_None && bv < PyList_GET_SIZE(table)) {
                        /* tree.block_args without the call: a label's arguments (a custom header's
                           declarations take the callback) */
                        PyObject *row = PyList_GET_ITEM(table, bv);
                        if (PyTuple_Check(row) && PyTuple_GET_SIZE(row) >= 4) {
                            PyObject *argtext = PyTuple_GET_ITEM(row, 2);
                            int header = PyObject_IsTrue(PyTuple_GET_ITEM(row, 3));
                            if (header < 0) goto done;
                            if (!header && PyUnicode_Check(argtext) && PyUnicode_IS_ASCII(argtext)) {
                                declared_names((const char *)PyUnicode_DATA(argtext), PyUnicode_GET_LENGTH(argtext),
                                               &t);
                                goto uses;
                            }
                        }
                    }
                    PyObject *a = PyObject_CallOneArg(args_of, b);
                    int rc = a ? table_names(&t, a, -1, keep) : -1;
                    Py_XDECREF(a);
                    if (rc < 0) goto done;
                    if (rc == 0) {
                        fallback = 1;
                        goto done;
                    }
                }
            }
        }
    uses:;
        PyObject *text = PyList_GET_ITEM(texts, i);
        if (!PyUnicode_Check(text)) {
            PyErr_SetString(PyExc_TypeError, "def_use: texts must be str");
            goto done;
        }
        if (!PyUnicode_IS_ASCII(text)) {
            fallback = 1;
            goto done;
        }
        const char *s = (const char *)PyUnicode_DATA(text);
        Py_ssize_t n = PyUnicode_GET_LENGTH(text), j = 0, pos = 0;
        while (j < n) { /* types._SSA_NAME.findall */
            const char *pc = memchr(s + j, '%', n - j);
            if (!pc) break;
            Py_ssize_t p = pc - s, q = p + 1;
            while (q < n && is_ssa_char((unsigned char)s[q])) q++;
            if (q == p + 1) {
                j = p + 1;
                continue;
            }
            if (q + 1 < n && s[q] == '#' && s[q + 1] >= '0' && s[q + 1] <= '9') {
                q += 2;
                while (q < n && s[q] >= '0' && s[q] <= '9') q++;
            }
            Py_ssize_t src = table_get(&t, s + p, q - p);
            if (src >= 0) {
                if (codes_mode) {
                    if (ncodes == capcodes) {
                        capcodes = capcodes ? 2 * capcodes : 256;
                        long long *grown = PyMem_Realloc(codes, capcodes * sizeof(long long));
                        if (!grown) {
                            PyErr_NoMemory();
                            goto done;
                        }
                        codes = grown;
                    }
                    long long a = PyLong_AsLongLong(PyList_GET_ITEM(opos, src));
                    long long c = PyLong_AsLongLong(PyList_GET_ITEM(opos, i));
                    if (PyErr_Occurred()) goto done;
                    codes[ncodes++] = a * n3 + c * 3;
                } else {
                    PyObject *io = PyLong_FromSsize_t(i), *po = PyLong_FromSsize_t(pos), *so = PyLong_FromSsize_t(src);
                    int rc = (io && po && so && PyList_Append(cons, io) == 0 && PyList_Append(pos_l, po) == 0 &&
                              PyList_Append(prod, so) == 0) ? 0 : -1;
                    Py_XDECREF(io);
                    Py_XDECREF(po);
                    Py_XDECREF(so);
                    if (rc < 0) goto done;
                }
            }
            pos++;
            j = q;
        }
        PyObject *r = PyList_GET_ITEM(results, i);
        if (!PyUnicode_Check(r)) {
            PyErr_SetString(PyExc_TypeError, "def_use: results must be str");
            goto done;
        }
        Py_ssize_t rn = PyUnicode_GET_LENGTH(r);
        if (rn == 0) continue;
        if (!PyUnicode_IS_ASCII(r)) {
            fallback = 1;
            goto done;
        }
        const char *rs = (const char *)PyUnicode_DATA(r);
        if (!memchr(rs, ',', rn) && !memchr(rs, ':', rn)) {
            if (table_set(&t, rs, rn, i) < 0) goto done; /* `results` keeps r alive */
        } else { /* %a:2 or %a, %b: the names uses spell */
            PyObject *e = PyObject_CallOneArg(expand, r);
            int rc = e ? table_names(&t, e, i, keep) : -1;
            Py_XDECREF(e);
            if (rc < 0) goto done;
            if (rc == 0) {
                fallback = 1;
                goto done;
            }
        }
    }
    if (codes_mode) {
        if (sort_codes(codes, ncodes) < 0) {
            PyErr_NoMemory();
            goto done;
        }
        Py_ssize_t u = 0;
        for (Py_ssize_t i = 0; i < ncodes; i++)
            if (u == 0 || codes[i] != codes[u - 1]) codes[u++] = codes[i];
        out = PyBytes_FromStringAndSize((const char *)codes, u * (Py_ssize_t)sizeof(long long));
    } else {
        out = PyTuple_Pack(3, cons, pos_l, prod);
    }
done:
    PyMem_Free(t.slots);
    PyMem_Free(codes);
    Py_XDECREF(keep);
    Py_XDECREF(entered);
    Py_XDECREF(cons);
    Py_XDECREF(pos_l);
    Py_XDECREF(prod);
    if (fallback && !PyErr_Occurred()) {
        Py_XDECREF(out);
        Py_RETURN_NONE;
    }
    return out;
}

/* ------------------------------------------------------------------------------------------------ */

static PyObject *S_COLON_PAREN, *S_COLON, *S_ARROW; /* " : (", " : ", "->" */

/* The text from the last `sub` on, "" if none (-2 on error). */
static PyObject *tail_from(PyObject *text, PyObject *sub, PyObject *alt) {
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t i = PyUnicode_Find(text, sub, 0, n, -1);
    if (i == -2) return NULL;
    if (i < 0 && alt) {
        i = PyUnicode_Find(text, alt, 0, n, -1);
        if (i == -2) return NULL;
    }
    if (i < 0) return Py_NewRef(EMPTY);
    return PyUnicode_Substring(text, i, n);
}

static Py_ssize_t write_skeleton(const char *s, Py_ssize_t n, int ssa, char *buf, PyObject *found,
                                 Py_ssize_t *replaced);

/* `tail` with its static shape dimensions replaced by '\x01' (keys._SHAPE_DIM); steals `tail`. */
static PyObject *skeleton_of(PyObject *tail) {
    if (!tail || !PyUnicode_IS_ASCII(tail)) return tail;
    Py_ssize_t n = PyUnicode_GET_LENGTH(tail), replaced = 0;
    char *buf = PyMem_Malloc(n ? n : 1);
    if (!buf) {
        Py_DECREF(tail);
        return PyErr_NoMemory();
    }
    Py_ssize_t o = write_skeleton((const char *)PyUnicode_DATA(tail), n, 0, buf, NULL, &replaced);
    PyObject *out = tail; /* unchanged when it has no dimension */
    if (replaced) {
        out = PyUnicode_New(o, 127);
        if (out) memcpy(PyUnicode_DATA(out), buf, o);
        Py_DECREF(tail);
    }
    PyMem_Free(buf);
    return out;
}

static Py_ssize_t cfind(const char *s, Py_ssize_t a, Py_ssize_t b, const char *sub);
static inline int is_space(unsigned char c);
static int group_of(const char *s, Py_ssize_t n, const char *opening, Py_ssize_t *a, Py_ssize_t *b);
static inline int is_type_char(unsigned char c);

/* Whether types.shaped(s[a:b]) is a shaped type (not None). */
static int shaped_element(const char *s, Py_ssize_t a, Py_ssize_t b) {
    Py_ssize_t p = a + 7;
    for (;;) {
        Py_ssize_t q = p;
        if (q < b && s[q] >= '0' && s[q] <= '9') {
            while (q < b && s[q] >= '0' && s[q] <= '9') q++;
        } else if (q < b && s[q] == '?') {
            q++;
        } else if (q < b && s[q] == '[') {
            Py_ssize_t r = q + 1;
            while (r < b && s[r] >= '0' && s[r] <= '9') r++;
            if (r == q + 1 || r >= b || s[r] != ']') break;
            q = r + 1;
        } else {
            break;
        }
        if (q < b && s[q] == 'x') p = q + 1;
        else break;
    }
    return p < b && s[p] >= 'a' && s[p] <= 'z';
}

/* Rank of one type as types._max_shaped_rank sees it (types.shaped on s[a:b], a split_types item): the dimension
 * count of a tensor/memref/vector type with an element type after its dimensions, else 0. */
static int type_rank(const char *s, Py_ssize_t a, Py_ssize_t b) {
    while (a < b && is_space((unsigned char)s[a])) a++;
    Py_ssize_t p;
    if (b - a >= 7 && (memcmp(s + a, "tensor<", 7) == 0 || memcmp(s + a, "memref<", 7) == 0 || memcmp(s + a, "vector<", 7) == 0))
        p = a + 7;
    else
        return 0;
    int dims = 0;
    for (;;) { /* (\d+|\?|\[\d+\])x */
        Py_ssize_t q = p;
        if (q < b && s[q] >= '0' && s[q] <= '9') {
            while (q < b && s[q] >= '0' && s[q] <= '9') q++;
        } else if (q < b && s[q] == '?') {
            q++;
        } else if (q < b && s[q] == '[') {
            Py_ssize_t r = q + 1;
            while (r < b && s[r] >= '0' && s[r] <= '9') r++;
            if (r == q + 1 || r >= b || s[r] != ']') break;
            q = r + 1;
        } else {
            break;
        }
        if (q < b && s[q] == 'x') {
            dims++;
            p = q + 1;
        } else {
            break;
        }
    }
    /* the element ([a-z]\w*) must follow the dimensions (fewer dimensions leave a digit, '?' or '[' there) */
    return (p < b && s[p] >= 'a' && s[p] <= 'z') ? dims : 0;
}

/* The largest type_rank among the split_types items of s[a:b], the first `limit` of them (limit < 0: all). */
static int max_rank_of(const char *s, Py_ssize_t a, Py_ssize_t b, Py_ssize_t limit, int last_only) {
    int best = 0;
    Py_ssize_t p = a, count = 0, la = -1, lb = -1;
    while (p < b) {
        if (!is_type_char((unsigned char)s[p])) {
            p++;
            continue;
        }
        Py_ssize_t e = p;
        while (e < b && is_type_char((unsigned char)s[e])) e++;
        Py_ssize_t end = e;
        if (e < b && s[e] == '<') {
            int depth = 1;
            for (Py_ssize_t q = e + 1; q < b; q++) {
                if (s[q] == '<') {
                    if (++depth > 3) break;
                } else if (s[q] == '>' && --depth == 0) {
                    end = q + 1;
                    break;
                }
            }
        }
        if (limit < 0 || count < limit) {
            int r = type_rank(s, p, end);
            if (r > best) best = r;
        }
        la = p;
        lb = end;
        count++;
        p = end;
    }
    if (last_only) return la < 0 ? -1 : type_rank(s, la, lb); /* -1: no type at all */
    return best;
}

/* types._matching: index of the ')' closing the '(' at `start`, or n */
static Py_ssize_t matching_paren(const char *s, Py_ssize_t start, Py_ssize_t n) {
    int depth = 0;
    for (Py_ssize_t i = start; i < n; i++) {
        if (s[i] == '(') depth++;
        else if (s[i] == ')' && --depth == 0) return i;
    }
    return n;
}

static Py_ssize_t crfind(const char *s, Py_ssize_t n, const char *sub) {
    Py_ssize_t m = (Py_ssize_t)strlen(sub);
    for (Py_ssize_t i = n - m; i >= 0; i--)
        if (s[i] == sub[0] && memcmp(s + i, sub, m) == 0) return i;
    return -1;
}

/* types._function_type of s[a:b] (stripped, starting with '('): the max rank of its inputs, or of its results */
static int function_type_rank(const char *s, Py_ssize_t a, Py_ssize_t b, int results) {
    Py_ssize_t j = matching_paren(s, a, b);
    if (!results) return max_rank_of(s, a + 1, j, -1, 0);
    Py_ssize_t r = j + 1;
    while (r < b && is_space((unsigned char)s[r])) r++;
    if (!(r + 1 < b && s[r] == '-' && s[r + 1] == '>')) return 0;
    r += 2;
    while (r < b && is_space((unsigned char)s[r])) r++;
    if (r < b && s[r] == '(') return max_rank_of(s, r + 1, matching_paren(s, r, b), -1, 0);
    return max_rank_of(s, r, b, -1, 0);
}

/* types._max_shaped_rank of the result types (has_res) or operand types of types._signature(name, text, generic,
 * 1 or 0). */
static int signature_rank(const char *name, const char *t, Py_ssize_t n, int generic, int has_res) {
    if (generic) {
        Py_ssize_t i = crfind(t, n, " : (");
        if (i < 0) return 0;
        Py_ssize_t a = i + 3, b = n;
        while (b > a && is_space((unsigned char)t[b - 1])) b--;
        return function_type_rank(t, a, b, has_res);
    }
    Py_ssize_t ia = 0, ib = 0, oa = 0, ob = 0;
    int has_in = group_of(t, n, "ins(", &ia, &ib), has_out = group_of(t, n, "outs(", &oa, &ob);
    if (has_in || has_out) { /* linalg's ins(... : types) outs(... : types) [-> results] */
        Py_ssize_t last_end = has_out ? ob : ib;
        if (has_res) {
            Py_ssize_t k = cfind(t, last_end + 1, n, "->");
            if (k >= 0) {
                Py_ssize_t r = k + 2, b = n;
                while (r < b && is_space((unsigned char)t[r])) r++;
                while (b > r && is_space((unsigned char)t[b - 1])) b--;
                if (r < b && t[r] == '(') return max_rank_of(t, r + 1, matching_paren(t, r, b), -1, 0);
                return max_rank_of(t, r, b, -1, 0);
            }
        }
        /* the operand types: after the first " : " of each group */
        int best = 0, last = -1;
        Py_ssize_t spans[2][2] = {{ia, ib}, {oa, ob}};
        int have[2] = {has_in, has_out};
        for (int g = 0; g < 2; g++) {
            if (!have[g]) continue;
            Py_ssize_t c = cfind(t, spans[g][0], spans[g][1], " : ");
            if (c < 0) continue;
            int r = max_rank_of(t, c + 3, spans[g][1], -1, 0), l = max_rank_of(t, c + 3, spans[g][1], -1, 1);
            if (r > best) best = r;
            if (l >= 0) last = l;
        }
        if (!has_res) return best;
        return last < 0 ? 0 : last; /* results are the inits: the last operand type */
    }
    Py_ssize_t k = crfind(t, n, " : ");
    if (k < 0) {
        Py_ssize_t a = crfind(t, n, "->");
        if (!has_res || a < 0) return 0;
        Py_ssize_t r = a + 2, b = n;
        while (r < b && is_space((unsigned char)t[r])) r++;
        while (b > r && is_space((unsigned char)t[b - 1])) b--;
        if (!has_res) return 0;
        if (r < b && t[r] == '(') return max_rank_of(t, r + 1, matching_paren(t, r, b), -1, 0);
        return max_rank_of(t, r, b, -1, 0);
    }
    Py_ssize_t a = k + 3, b = n;
    while (a < b && is_space((unsigned char)t[a])) a++;
    while (b > a && is_space((unsigned char)t[b - 1])) b--;
    if (a < b && t[a] == '(' && cfind(t, a, b, "->") >= 0) return function_type_rank(t, a, b, has_res);
    static const char *words[] = {" into ", " to "};
    for (int w = 0; w < 2; w++) {
        Py_ssize_t at = -1, m = (Py_ssize_t)strlen(words[w]);
        for (Py_ssize_t i = b - m; i >= a; i--)
            if (t[i] == words[w][0] && memcmp(t + i, words[w], m) == 0) { at = i; break; }
        if (at >= 0) return has_res ? max_rank_of(t, at + m, b, 1, 0) : max_rank_of(t, a, at, -1, 0);
    }
    if (!has_res) return max_rank_of(t, a, b, -1, 0);
    int last = max_rank_of(t, a, b, -1, 1);
    if (last < 0) return 0; /* no types: no result types */
    if (!strcmp(name, "arith.cmpf") || !strcmp(name, "arith.cmpi")) return 0; /* i1 */
    if (!strcmp(name, "memref.load") || !strcmp(name, "affine.load") || !strcmp(name, "tensor.extract") ||
        !strcmp(name, "vector.extractelement")) {
        /* the element type of a shaped first type (never shaped itself), else the last type */
        Py_ssize_t p = a;
        while (p < b && !is_type_char((unsigned char)t[p])) p++;
        if (p < b && (b - p >= 7) && (memcmp(t + p, "tensor<", 7) == 0 || memcmp(t + p, "memref<", 7) == 0 ||
                                      memcmp(t + p, "vector<", 7) == 0)) {
            /* shaped(first) is None only when no element follows its dimensions: then the last type */
            Py_ssize_t e = p;
            while (e < b && is_type_char((unsigned char)t[e])) e++;
            Py_ssize_t end = e;
            if (e < b && t[e] == '<') {
                int depth = 1;
                for (Py_ssize_t q = e + 1; q < b; q++) {
                    if (t[q] == '<') {
                        if (++depth > 3) break;
                    } else if (t[q] == '>' && --depth == 0) {
                        end = q + 1;
                        break;
                    }
                }
            }
            if (shaped_element(t, p, end)) return 0;
        }
        return last;
    }
    return last; /* vector.transfer_read and the rest: the last type */
}

/* types.op_ranks' loop. An op whose rank signature_rank reads (ASCII text, at most one result, its info given) is
 * read directly: reading its text costs less than building, hashing and looking up its key. The others go by
 * their keys (name, has results, type tail; a linalg op's tail from norm_of, a dict by op or a function of the
 * op) through `ranks`, calling `miss` for keys not there. */
static PyObject *rank_keys(PyObject *self, PyObject *args) {
    PyObject *indices, *names_c, *text_c, *res_c, *linalg, *generic, *norm_of, *ranks, *miss, *info_c = NULL;
    int skeleton = 0;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!O!OO!O|pO!", &PyList_Type, &indices, &PyList_Type, &names_c, &PyList_Type,
                          &text_c, &PyList_Type, &res_c, &PySet_Type, &linalg, &PySet_Type, &generic, &norm_of,
                          &PyDict_Type, &ranks, &miss, &skeleton, &PyList_Type, &info_c))
        return NULL;
    Py_ssize_t m = PyList_GET_SIZE(indices), nops = PyList_GET_SIZE(names_c);
    PyObject *out = PyList_New(m);
    if (!out) return NULL;
    for (Py_ssize_t p = 0; p < m; p++) {
        PyObject *ko = PyList_GET_ITEM(indices, p);
        Py_ssize_t k = PyLong_AsSsize_t(ko);
        if (k == -1 && PyErr_Occurred()) goto fail;
        if (k < 0 || k >= nops || k >= PyList_GET_SIZE(text_c) || k >= PyList_GET_SIZE(res_c)) {
            PyErr_SetString(PyExc_IndexError, "rank_keys: op index out of range");
            goto fail;
        }
        PyObject *w = PyList_GET_ITEM(names_c, k), *text = PyList_GET_ITEM(text_c, k), *tail;
        PyObject *res = PyList_GET_ITEM(res_c, k), *inf;
        if (info_c && k < PyList_GET_SIZE(info_c) && PyUnicode_Check(text) && PyUnicode_IS_ASCII(text) &&
            PyUnicode_Check(res) && PyUnicode_IS_ASCII(res) && (inf = PyList_GET_ITEM(info_c, k)) &&
            PyTuple_Check(inf) && PyTuple_GET_SIZE(inf) >= 4 && PyUnicode_Check(PyTuple_GET_ITEM(inf, 0)) &&
            PyUnicode_IS_ASCII(PyTuple_GET_ITEM(inf, 0))) {
            const char *rs = (const char *)PyUnicode_DATA(res);
            Py_ssize_t rn = PyUnicode_GET_LENGTH(res);
            if (!memchr(rs, ',', rn) && !memchr(rs, ':', rn)) {
                int gen = PyObject_IsTrue(PyTuple_GET_ITEM(inf, 3));
                if (gen < 0) goto fail;
                int r = signature_rank((const char *)PyUnicode_DATA(PyTuple_GET_ITEM(inf, 0)),
                                       (const char *)PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text), gen, rn > 0);
                PyObject *rank = PyLong_FromLong(r);
                if (!rank) goto fail;
                PyList_SET_ITEM(out, p, rank);
                continue;
            }
        }
        int is_lin = PySet_Contains(linalg, w);
        if (is_lin < 0) goto fail;
        if (is_lin && !PyDict_Check(norm_of)) { /* asked for when needed */
            tail = PyObject_CallOneArg(norm_of, ko);
            if (!tail) goto fail;
        } else if (is_lin) {
            tail = PyDict_GetItemWithError(norm_of, ko);
            if (!tail) {
                if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, ko);
                goto fail;
            }
            Py_INCREF(tail);
        } else {
            int is_gen = PySet_Contains(generic, w);
            if (is_gen < 0) goto fail;
            tail = is_gen ? tail_from(text, S_COLON_PAREN, NULL) : tail_from(text, S_COLON, S_ARROW);
            if (skeleton) tail = skeleton_of(tail);
            if (!tail) goto fail;
        }
        PyObject *key = PyTuple_New(3);
        if (!key) {
            Py_DECREF(tail);
            goto fail;
        }
        PyObject *has = PyUnicode_GET_LENGTH(res) ? Py_True : Py_False;
        PyTuple_SET_ITEM(key, 0, Py_NewRef(w));
        PyTuple_SET_ITEM(key, 1, Py_NewRef(has));
        PyTuple_SET_ITEM(key, 2, tail);
        PyObject *rank = PyDict_GetItemWithError(ranks, key);
        if (rank)
            Py_INCREF(rank);
        else if (!PyErr_Occurred())
            rank = PyObject_CallFunctionObjArgs(miss, ko, key, NULL);
        Py_DECREF(key);
        if (!rank) goto fail;
        PyList_SET_ITEM(out, p, rank);
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* ------------------------------------------------------------------------------------------------ */

static PyObject *EMPTY_TUPLE;

static int eq(PyObject *u, const char *word);
static PyObject *header_of(PyObject *text, int is_reduce, PyObject *shaped_fn, PyObject *ebytes_fn, PyObject *refmap,
                           PyObject *map_of, PyObject *spec, PyObject *projection);
static PyObject *body_of(PyObject *cls, PyObject *name, PyObject *text, PyObject *info, Py_ssize_t k, Py_ssize_t end,
                         int in_regions, PyObject *head, PyObject *named, PyObject *elementwise, PyObject *non_compute,
                         PyObject *texts, PyObject *shaped_fn, PyObject *ebytes_fn);

/* What nest_keys needs to read a template itself (`read_template`): a tuple of texts (list), infos (list), regions,
   headers (dict), refmap (dict), map_of, shaped, element_bytes, projection, spec_of, LoopNest, _Template, named,
   elementwise, non_compute, ShapedType. */
enum { F_TEXT, F_INFO, F_REGIONS, F_HEADERS, F_REFMAP, F_MAP_OF, F_SHAPED, F_EBYTES, F_PROJECTION, F_SPEC_OF, F_NEST,
       F_TEMPLATE, F_NAMED, F_ELEMENTWISE, F_NON_COMPUTE, F_SHAPED_TYPE, F_SIZE };
static PyObject *instance_of(PyObject *cls, PyObject *shaped_cls, PyObject *n, PyObject *nums, int is_static,
                             PyObject *sized, PyObject *base);
static PyObject *NEST_KEYS[14];

/* linalg._loop_nest(module, k) for an op in custom form, in C: the header (cached in headers under (name, text, nums),
   as _loop_nest keys it) and the body; with `other`, linalg._loop_nest(module, k, other) (cached under (name, other)).
   NotImplemented where the Python code decides (generic form, an op or end outside the module, a header or body the C
   reading hands back); NULL on error. */
static PyObject *read_nest(PyObject *fast, Py_ssize_t k, Py_ssize_t end, PyObject *text, PyObject *nums,
                           PyObject *other) {
    PyObject *const *f = &PyTuple_GET_ITEM(fast, 0);
    PyObject *info = f[F_INFO], *texts = f[F_TEXT];
    if (k < 0 || k >= PyList_GET_SIZE(info) || k >= PyList_GET_SIZE(texts) || end > PyList_GET_SIZE(info))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *inf = PyList_GET_ITEM(info, k);
    if (!PyTuple_Check(inf) || PyTuple_GET_SIZE(inf) != 4 || !PyUnicode_Check(PyTuple_GET_ITEM(inf, 0)))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *name = PyTuple_GET_ITEM(inf, 0), *own = other ? other : PyList_GET_ITEM(texts, k);
    int generic = PyObject_IsTrue(PyTuple_GET_ITEM(inf, 3));
    if (generic < 0) return NULL;
    if (generic || !PyUnicode_Check(own) || !PyUnicode_IS_ASCII(name) || PyUnicode_GET_LENGTH(name) < 7)
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *key = other ? PyTuple_Pack(2, name, other) : PyTuple_Pack(3, name, text, nums);
    if (!key) return NULL;
    PyObject *head = PyDict_GetItemWithError(f[F_HEADERS], key), *nest = NULL;
    if (head) {
        Py_INCREF(head);
    } else if (!PyErr_Occurred()) {
        PyObject *shortu = PyUnicode_Substring(name, 7, PyUnicode_GET_LENGTH(name));
        PyObject *spec = shortu ? PyObject_CallOneArg(f[F_SPEC_OF], shortu) : NULL;
        Py_XDECREF(shortu);
        if (spec) {
            head = header_of(own, eq(name, "linalg.reduce"), f[F_SHAPED], f[F_EBYTES],
                             f[F_REFMAP], f[F_MAP_OF], spec, f[F_PROJECTION]);
            Py_DECREF(spec);
        }
        if (head && head != Py_NotImplemented && PyDict_SetItem(f[F_HEADERS], key, head) < 0) Py_CLEAR(head);
    }
    Py_DECREF(key);
    if (!head) return NULL;
    if (head == Py_NotImplemented) return head;
    if (head == Py_None) {
        nest = Py_NewRef(Py_None);
    } else if (PyTuple_Check(head)) {
        PyObject *ko = PyLong_FromSsize_t(k);
        int in_regions = ko ? PySequence_Contains(f[F_REGIONS], ko) : -1;
        Py_XDECREF(ko);
        if (in_regions >= 0)
            nest = body_of(f[F_NEST], name, own, info, k, end, in_regions, head, f[F_NAMED], f[F_ELEMENTWISE],
                           f[F_NON_COMPUTE], texts, f[F_SHAPED], f[F_EBYTES]);
    } else {
        nest = Py_NewRef(Py_NotImplemented);
    }
    Py_DECREF(head);
    return nest;
}

/* _Template(shared, per_op): tuple.__new__ of the NamedTuple class, as its generated __new__ does */
static PyObject *make_template(PyObject *cls, PyObject *shared, PyObject *per_op) {
    PyObject *pair = PyTuple_Pack(2, shared, per_op), *out = NULL;
    PyObject *wrap = pair ? PyTuple_Pack(1, pair) : NULL;
    if (wrap) out = PyTuple_Type.tp_new((PyTypeObject *)cls, wrap, NULL);
    Py_XDECREF(pair);
    Py_XDECREF(wrap);
    return out;
}

/* nests._nest_template(module, k) in C: ([(), None, None, None], True) for an op whose body gathers (each such op is
   read itself), else ([nums, nest, None, None], False) with the op's nest from read_nest. NotImplemented where the
   Python code decides. */
static PyObject *read_template(PyObject *fast, Py_ssize_t k, PyObject *eo, PyObject *text, PyObject *nums) {
    PyObject *const *f = &PyTuple_GET_ITEM(fast, 0);
    PyObject *info = f[F_INFO];
    Py_ssize_t nops = PyList_GET_SIZE(info), end = -1;
    int gathers = 0;
    if (eo) {
        end = PyLong_AsSsize_t(eo);
        if (end == -1 && PyErr_Occurred()) return NULL;
        if (end > nops || end <= k) Py_RETURN_NOTIMPLEMENTED;
        for (Py_ssize_t j = k + 1; j < end && !gathers; j++) {
            PyObject *b = PyList_GET_ITEM(info, j);
            if (!PyTuple_Check(b) || PyTuple_GET_SIZE(b) < 1 || !PyUnicode_Check(PyTuple_GET_ITEM(b, 0)))
                Py_RETURN_NOTIMPLEMENTED;
            gathers = eq(PyTuple_GET_ITEM(b, 0), "tensor.extract");
        }
    }
    PyObject *shared = PyList_New(4), *out = NULL;
    if (!shared) return NULL;
    PyObject *nest = gathers ? Py_NewRef(Py_None) : read_nest(fast, k, end, text, nums, NULL);
    if (nest && nest != Py_NotImplemented) {
        PyList_SET_ITEM(shared, 0, gathers ? Py_NewRef(EMPTY_TUPLE) : Py_NewRef(nums));
        PyList_SET_ITEM(shared, 1, nest);
        PyList_SET_ITEM(shared, 2, Py_NewRef(Py_None));
        PyList_SET_ITEM(shared, 3, Py_NewRef(Py_None));
        out = make_template(f[F_TEMPLATE], shared, gathers ? Py_True : Py_False);
    } else {
        out = nest;
    }
    Py_DECREF(shared);
    return out;
}

/* nests._instantiate(module, template, nums, k) in C for a template whose first op had other dimensions: its sentinel
   nest (op k read once with dimension i written as _SENTINEL + i, SSA names as '%v', as _instantiate writes it) and
   what the instances need (shared[2] and shared[3]), then the instance (instance_of). NotImplemented where the Python
   code decides. `skel`: op k's text with SSA names replaced by '%' and dimensions by '\x01'. */
static PyObject *instance_c(PyObject *fast, PyObject *tpl, Py_ssize_t k, Py_ssize_t end, PyObject *skel,
                            PyObject *nums) {
    PyObject *const *f = &PyTuple_GET_ITEM(fast, 0);
    PyObject *shared = PyTuple_GET_ITEM(tpl, 0);
    if (!PyList_Check(shared) || PyList_GET_SIZE(shared) != 4 || !PyTuple_Check(PyList_GET_ITEM(shared, 0)) ||
        !PyTuple_Check(nums) || PyTuple_GET_SIZE(nums) != PyTuple_GET_SIZE(PyList_GET_ITEM(shared, 0)) ||
        !PyUnicode_Check(skel) || !PyUnicode_IS_ASCII(skel))
        Py_RETURN_NOTIMPLEMENTED;
    if (PyList_GET_ITEM(shared, 2) == Py_None) {
        const char *s = (const char *)PyUnicode_DATA(skel);
        Py_ssize_t n = PyUnicode_GET_LENGTH(skel), cap = n + 64, o = 0, dim = 0;
        for (Py_ssize_t i = 0; i < n; i++) cap += s[i] == '%' ? 1 : s[i] == '\x01' ? 24 : 0;
        char *buf = PyMem_Malloc(cap);
        if (!buf) return PyErr_NoMemory();
        for (Py_ssize_t i = 0; i < n; i++) {
            if (s[i] == '%') {
                buf[o++] = '%';
                buf[o++] = 'v';
            } else if (s[i] == '\x01') {
                o += snprintf(buf + o, cap - o, "%lld", 1000000000000000LL + (long long)dim++);
            } else {
                buf[o++] = s[i];
            }
        }
        PyObject *text = PyUnicode_FromStringAndSize(buf, o);
        PyMem_Free(buf);
        if (!text) return NULL;
        PyObject *n0 = read_nest(fast, k, end, skel, nums, text);
        Py_DECREF(text);
        if (!n0 || n0 == Py_NotImplemented) return n0;
        PyObject *extra = Py_NewRef(Py_None);
        if (n0 != Py_None) { /* [all trips static, (operand, element bytes) of the static operands, fields, None] */
            PyObject *d = PyObject_GenericGetDict(n0, NULL), *trips = NULL, *ops = NULL, *sized = NULL, *base = NULL;
            Py_SETREF(extra, NULL);
            if (d) {
                trips = PyDict_GetItemWithError(d, NEST_KEYS[3]);
                ops = trips ? PyDict_GetItemWithError(d, NEST_KEYS[6]) : NULL;
            }
            if (ops && PyTuple_Check(trips) && PyTuple_Check(ops)) {
                int is_static = 1;
                for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(trips); j++)
                    if (PyTuple_GET_ITEM(trips, j) == Py_None) is_static = 0;
                sized = PyList_New(0);
                for (Py_ssize_t i = 0; sized && i < PyTuple_GET_SIZE(ops); i++) {
                    PyObject *st = PyTuple_GET_ITEM(ops, i);
                    if (st == Py_None) continue;
                    PyObject *shape = PyTuple_GET_ITEM(st, 1);
                    int dyn = 0;
                    for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(shape); j++)
                        if (PyTuple_GET_ITEM(shape, j) == Py_None) dyn = 1;
                    if (dyn) continue;
                    PyObject *eb = PyObject_CallOneArg(f[F_EBYTES], PyTuple_GET_ITEM(st, 2));
                    PyObject *io = eb ? PyLong_FromSsize_t(i) : NULL;
                    PyObject *pair = io ? PyTuple_Pack(2, io, eb) : NULL;
                    if (!pair || PyList_Append(sized, pair) < 0) Py_CLEAR(sized);
                    Py_XDECREF(eb);
                    Py_XDECREF(io);
                    Py_XDECREF(pair);
                }
                if (sized) Py_SETREF(sized, PyList_AsTuple(sized));
                base = sized ? PyDict_New() : NULL;
                for (int i = 0; base && i < 14; i++) {
                    PyObject *v = PyDict_GetItemWithError(d, NEST_KEYS[i]);
                    if (!v) {
                        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "nest_keys: a nest lacks a field");
                        Py_CLEAR(base);
                    } else if (PyDict_SetItem(base, NEST_KEYS[i], v) < 0) {
                        Py_CLEAR(base);
                    }
                }
                if (base) {
                    extra = PyList_New(4);
                    if (extra) {
                        PyList_SET_ITEM(extra, 0, Py_NewRef(is_static ? Py_True : Py_False));
                        PyList_SET_ITEM(extra, 1, Py_NewRef(sized));
                        PyList_SET_ITEM(extra, 2, Py_NewRef(base));
                        PyList_SET_ITEM(extra, 3, Py_NewRef(Py_None));
                    }
                }
            } else if (!PyErr_Occurred()) {
                PyErr_SetString(PyExc_TypeError, "nest_keys: a nest without trips or operand types");
            }
            Py_XDECREF(d);
            Py_XDECREF(sized);
            Py_XDECREF(base);
        }
        if (!extra) {
            Py_DECREF(n0);
            return NULL;
        }
        if (PyList_SetItem(shared, 2, n0) < 0) { /* steals n0 */
            Py_DECREF(extra);
            return NULL;
        }
        if (extra != Py_None) {
            if (PyList_SetItem(shared, 3, extra) < 0) return NULL; /* steals extra */
        } else {
            Py_DECREF(extra);
        }
    }
    PyObject *n0 = PyList_GET_ITEM(shared, 2);
    if (n0 == Py_None) return Py_NewRef(Py_None);
    PyObject *extra = PyList_GET_ITEM(shared, 3);
    if (!PyList_Check(extra) || PyList_GET_SIZE(extra) != 4 || !PyTuple_Check(PyList_GET_ITEM(extra, 1)) ||
        !PyDict_Check(PyList_GET_ITEM(extra, 2)))
        Py_RETURN_NOTIMPLEMENTED;
    int is_static = PyObject_IsTrue(PyList_GET_ITEM(extra, 0));
    if (is_static < 0) return NULL;
    return instance_of(f[F_NEST], f[F_SHAPED_TYPE], n0, nums, is_static, PyList_GET_ITEM(extra, 1),
                       PyList_GET_ITEM(extra, 2));
}

static PyObject *nest_keys(PyObject *self, PyObject *args) {
    PyObject *todo, *names_c, *norm_of, *ends, *extracts, *gathers_fn, *aliases, *nests, *miss;
    PyObject *nums_of = NULL, *made = NULL, *instantiate = NULL, *per_op = NULL, *fast = NULL;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!OOO!O|O!O!OOO!", &PyList_Type, &todo, &PyList_Type, &names_c, &PyDict_Type,
                          &norm_of, &PyDict_Type, &ends, &PySet_Type, &extracts, &gathers_fn, &aliases, &PyDict_Type,
                          &nests, &miss, &PyDict_Type, &nums_of, &PyDict_Type, &made, &instantiate, &per_op,
                          &PyTuple_Type, &fast))
        return NULL;
    if (nums_of && !(made && instantiate && per_op)) {
        PyErr_SetString(PyExc_TypeError, "nest_keys: nums_of needs made, instantiate and per_op");
        return NULL;
    }
    if (fast && !(nums_of && PyTuple_GET_SIZE(fast) == F_SIZE && PyList_Check(PyTuple_GET_ITEM(fast, F_TEXT)) &&
                  PyList_Check(PyTuple_GET_ITEM(fast, F_INFO)) && PyDict_Check(PyTuple_GET_ITEM(fast, F_HEADERS)) &&
                  PyDict_Check(PyTuple_GET_ITEM(fast, F_REFMAP)) && PyType_Check(PyTuple_GET_ITEM(fast, F_NEST)) &&
                  PyType_Check(PyTuple_GET_ITEM(fast, F_TEMPLATE)) &&
                  PyType_IsSubtype((PyTypeObject *)PyTuple_GET_ITEM(fast, F_TEMPLATE), &PyTuple_Type))) {
        PyErr_SetString(PyExc_TypeError, "nest_keys: fast must be the 16-tuple read_template reads, with nums_of");
        return NULL;
    }
    Py_ssize_t m = PyList_GET_SIZE(todo), nops = PyList_GET_SIZE(names_c);
    int any_extracts = PySet_GET_SIZE(extracts) > 0;
    PyObject *out = PyList_New(m), *seen = PyDict_New();
    if (!out || !seen) goto fail;
    for (Py_ssize_t p = 0; p < m; p++) {
        PyObject *ko = PyList_GET_ITEM(todo, p);
        Py_ssize_t k = PyLong_AsSsize_t(ko);
        if (k == -1 && PyErr_Occurred()) goto fail;
        if (k < 0 || k >= nops) {
            PyErr_SetString(PyExc_IndexError, "nest_keys: op index out of range");
            goto fail;
        }
        PyObject *w = PyList_GET_ITEM(names_c, k);
        PyObject *text = PyDict_GetItemWithError(norm_of, ko);
        if (!text) {
            if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, ko);
            goto fail;
        }
        PyObject *eo = PyDict_GetItemWithError(ends, ko);
        if (!eo && PyErr_Occurred()) goto fail;
        PyObject *local, *body = NULL, *gathers = NULL;
        if (!eo) {
            local = PyTuple_Pack(2, w, text);
        } else {
            Py_ssize_t end = PyLong_AsSsize_t(eo);
            if (end == -1 && PyErr_Occurred()) goto fail;
            if (end > nops) end = nops;
            body = PyList_GetSlice(names_c, k + 1, end);
            if (body) Py_SETREF(body, PyList_AsTuple(body));
            if (!body) goto fail;
            int hit = 0;
            for (Py_ssize_t j = 0; any_extracts && !hit && j < PyTuple_GET_SIZE(body); j++) {
                hit = PySet_Contains(extracts, PyTuple_GET_ITEM(body, j));
                if (hit < 0) {
                    Py_DECREF(body);
                    goto fail;
                }
            }
            gathers = hit ? PyObject_CallFunctionObjArgs(gathers_fn, ko, eo, NULL) : Py_NewRef(EMPTY_TUPLE);
            if (!gathers) {
                Py_DECREF(body);
                goto fail;
            }
            local = PyTuple_Pack(4, w, text, body, gathers);
        }
        if (!local) {
            Py_XDECREF(body);
            Py_XDECREF(gathers);
            goto fail;
        }
        PyObject *nest = PyDict_GetItemWithError(seen, local); /* borrowed */
        if (!nest) {
            if (PyErr_Occurred()) goto fail_local;
            PyObject *key = eo ? PyTuple_Pack(6, aliases, w, text, body, gathers, Py_True)
                               : PyTuple_Pack(6, aliases, w, text, EMPTY_TUPLE, EMPTY_TUPLE, Py_False);
            if (!key) goto fail_local;
            nest = PyDict_GetItemWithError(nests, key);
            if (nest) {
                Py_INCREF(nest);
            } else if (!PyErr_Occurred()) {
                nest = NULL;
                if (fast) {
                    PyObject *nums = PyDict_GetItemWithError(nums_of, ko);
                    if (nums) {
                        nest = read_template(fast, k, eo, text, nums);
                        if (nest == Py_NotImplemented) Py_CLEAR(nest);
                    }
                    if (PyErr_Occurred()) Py_CLEAR(nest);
                }
                if (!nest && !PyErr_Occurred()) nest = PyObject_CallOneArg(miss, ko);
                if (nest && PyDict_SetItem(nests, key, nest) < 0) Py_CLEAR(nest);
            }
            Py_DECREF(key);
            if (!nest) goto fail_local;
            int rc = PyDict_SetItem(seen, local, nest);
            Py_DECREF(nest); /* seen holds it */
            if (rc < 0) goto fail_local;
        }
        Py_DECREF(local);
        Py_XDECREF(body);
        Py_XDECREF(gathers);
        if (!nums_of) {
            PyList_SET_ITEM(out, p, Py_NewRef(nest));
            continue;
        }
        /* the op's own nest from the template (nests.loop_nests): (template, its dimensions) -> nest;
           a template is (shared, per_op) with shared = [dimensions, nest, ...] of the op it was read from */
        if (!PyTuple_Check(nest) || PyTuple_GET_SIZE(nest) != 2) {
            PyErr_SetString(PyExc_TypeError, "nest_keys: templates must be (nest, per_op) pairs");
            goto fail;
        }
        PyObject *inst;
        int each = PyObject_IsTrue(PyTuple_GET_ITEM(nest, 1));
        if (each < 0) goto fail;
        if (each) {
            inst = NULL;
            if (fast) { /* linalg._loop_nest(module, k) in C when it can */
                PyObject *nums = PyDict_GetItemWithError(nums_of, ko);
                Py_ssize_t end = eo ? PyLong_AsSsize_t(eo) : -1;
                if (nums && !PyErr_Occurred()) inst = read_nest(fast, k, end, text, nums, NULL);
                if (inst == Py_NotImplemented) Py_CLEAR(inst);
                if (PyErr_Occurred()) goto fail;
            }
            if (!inst) inst = PyObject_CallOneArg(per_op, ko);
        } else {
            PyObject *nums = PyDict_GetItemWithError(nums_of, ko);
            if (!nums) {
                if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, ko);
                goto fail;
            }
            /* the usual case: the dimensions of the op the template was read from */
            PyObject *shared = PyTuple_GET_ITEM(nest, 0);
            if (PyList_Check(shared) && PyList_GET_SIZE(shared) >= 2) {
                int same = PyObject_RichCompareBool(nums, PyList_GET_ITEM(shared, 0), Py_EQ);
                if (same < 0) goto fail;
                if (same) {
                    PyList_SET_ITEM(out, p, Py_NewRef(PyList_GET_ITEM(shared, 1)));
                    continue;
                }
            }
            PyObject *id = PyLong_FromVoidPtr(nest);
            PyObject *key = id ? PyTuple_Pack(2, id, nums) : NULL;
            Py_XDECREF(id);
            if (!key) goto fail;
            PyObject *entry = PyDict_GetItemWithError(made, key); /* borrowed (template, nest) */
            if (entry) {
                inst = Py_NewRef(PyTuple_GET_ITEM(entry, 1));
            } else if (PyErr_Occurred()) {
                inst = NULL;
            } else { /* the entry holds the template: its id is not reused while it is there */
                inst = NULL;
                if (fast) {
                    Py_ssize_t end = eo ? PyLong_AsSsize_t(eo) : -1;
                    if (!PyErr_Occurred()) inst = instance_c(fast, nest, k, end, text, nums);
                    if (inst == Py_NotImplemented) Py_CLEAR(inst);
                }
                if (!inst && !PyErr_Occurred()) inst = PyObject_CallFunctionObjArgs(instantiate, nest, nums, ko, NULL);
                PyObject *pair = inst ? PyTuple_Pack(2, nest, inst) : NULL;
                if (inst && (!pair || PyDict_SetItem(made, key, pair) < 0)) Py_CLEAR(inst);
                Py_XDECREF(pair);
            }
            Py_DECREF(key);
        }
        if (!inst) goto fail;
        PyList_SET_ITEM(out, p, inst);
        continue;
    fail_local:
        Py_DECREF(local);
        Py_XDECREF(body);
        Py_XDECREF(gathers);
        goto fail;
    }
    Py_DECREF(seen);
    return out;
fail:
    Py_XDECREF(out);
    Py_XDECREF(seen);
    return NULL;
}

/* ------------------------------------------------------------------------------------------------ */

/* write_skeleton's stops: '%' and the digits; every other byte is copied as part of a run */
static const unsigned char SKELETON_STOP[256] = {['%'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1,
                                                 ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1};

/* `s` written into `buf` (n bytes at least) with every static dimension replaced by '\x01' and, with
   ssa, every SSA name (keys._SSA_SPLIT) by '%'. A static dimension of a shaped type as written is a digit run
   after '<' or 'x' and before 'x' (at most 63 digits: longer runs stay text). Each dimension is appended to `found`
   when given and counted in `replaced` when given. Returns the bytes written, -1 on error. */
static Py_ssize_t write_skeleton(const char *s, Py_ssize_t n, int ssa, char *buf, PyObject *found,
                                 Py_ssize_t *replaced) {
    Py_ssize_t o = 0;
    for (Py_ssize_t j = 0; j < n;) {
        unsigned char c = (unsigned char)s[j];
        if (!SKELETON_STOP[c]) { /* a run of plain text, copied at once */
            Py_ssize_t q = j + 1;
            while (q < n && !SKELETON_STOP[(unsigned char)s[q]]) q++;
            memcpy(buf + o, s + j, q - j);
            o += q - j;
            j = q;
            continue;
        }
        if (c == '%') {
            if (!ssa) {
                buf[o++] = '%';
                j++;
                continue;
            }
            Py_ssize_t q = j + 1; /* no digit run inside a name counts */
            while (q < n && is_ssa_char((unsigned char)s[q])) q++;
            if (q > j + 1 && q + 1 < n && s[q] == '#' && s[q + 1] >= '0' && s[q + 1] <= '9') {
                q += 2;
                while (q < n && s[q] >= '0' && s[q] <= '9') q++;
            }
            buf[o++] = '%';
            j = q > j + 1 ? q : j + 1;
            continue;
        }
        Py_ssize_t q = j + 1; /* a digit run: a dimension, or text (no digit inside a run starts one) */
        while (q < n && s[q] >= '0' && s[q] <= '9') q++;
        Py_ssize_t d = q - j;
        if (!(j > 0 && (s[j - 1] == '<' || s[j - 1] == 'x') && d < 64 && q < n && s[q] == 'x')) {
            memcpy(buf + o, s + j, d);
            o += d;
            j = q;
            continue;
        }
        if (found) {
            PyObject *v;
            if (d < 18) {
                long long x = 0;
                for (Py_ssize_t q = j; q < j + d; q++) x = x * 10 + (s[q] - '0');
                v = PyLong_FromLongLong(x);
            } else {
                char tmp[64];
                memcpy(tmp, s + j, d);
                tmp[d] = 0;
                v = PyLong_FromString(tmp, NULL, 10);
            }
            if (!v || PyList_Append(found, v) < 0) {
                Py_XDECREF(v);
                return -1;
            }
            Py_DECREF(v);
        }
        if (replaced) (*replaced)++;
        buf[o++] = '\x01';
        j += d;
    }
    return o;
}

static PyObject *shape_split(PyObject *self, PyObject *args) {
    PyObject *arg;
    int ssa = 0;
    if (!PyArg_ParseTuple(args, "O|p", &arg, &ssa)) return NULL;
    PyObject *seq = PySequence_Fast(arg, "shape_split expects a list of str");
    if (!seq) return NULL;
    Py_ssize_t m = PySequence_Fast_GET_SIZE(seq);
    PyObject *skels = PyList_New(m), *nums = PyList_New(m), *found = PyList_New(0);
    char *buf = NULL;
    Py_ssize_t bufcap = 0;
    if (!skels || !nums || !found) goto fail;
    for (Py_ssize_t i = 0; i < m; i++) {
        PyObject *t = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyUnicode_Check(t)) {
            PyErr_SetString(PyExc_TypeError, "shape_split expects a list of str");
            goto fail;
        }
        const char *s = (const char *)PyUnicode_DATA(t);
        Py_ssize_t n = PyUnicode_GET_LENGTH(t);
        if (!PyUnicode_IS_ASCII(t) || memchr(s, '\x01', n)) { /* the placeholder must be unambiguous */
            Py_DECREF(seq);
            Py_DECREF(skels);
            Py_DECREF(nums);
            Py_DECREF(found);
            PyMem_Free(buf);
            Py_RETURN_NONE;
        }
        if (n > bufcap) {
            char *grown = PyMem_Realloc(buf, n);
            if (!grown) {
                PyErr_NoMemory();
                goto fail;
            }
            buf = grown;
            bufcap = n;
        }
        if (PyList_SetSlice(found, 0, PyList_GET_SIZE(found), NULL) < 0) goto fail;
        Py_ssize_t o = write_skeleton(s, n, ssa, buf, found, NULL);
        if (o < 0) goto fail;
        PyObject *sk = PyUnicode_New(o, 127);
        if (!sk) goto fail;
        memcpy(PyUnicode_DATA(sk), buf, o);
        PyList_SET_ITEM(skels, i, sk);
        PyObject *tup = PyList_AsTuple(found);
        if (!tup) goto fail;
        PyList_SET_ITEM(nums, i, tup);
    }
    Py_DECREF(seq);
    Py_DECREF(found);
    PyMem_Free(buf);
    PyObject *out = PyTuple_Pack(2, skels, nums);
    Py_DECREF(skels);
    Py_DECREF(nums);
    return out;
fail:
    Py_DECREF(seq);
    Py_XDECREF(skels);
    Py_XDECREF(nums);
    Py_XDECREF(found);
    PyMem_Free(buf);
    return NULL;
}

/* ------------------------------------------------------------------------------------------------ */

/* graph._log2p of an int */
static inline double log2p(long long x) { return x > 0 ? log2(1.0 + (double)x) : 0.0; }

static int list_append_ssize(PyObject *list, Py_ssize_t v) {
    PyObject *o = PyLong_FromSsize_t(v);
    if (!o) return -1;
    int rc = PyList_Append(list, o);
    Py_DECREF(o);
    return rc;
}

static PyObject *graph_frame(PyObject *self, PyObject *args) {
    PyObject *order, *block_of, *blocks, *nops, *res, *sizes, *num_results, *block_args;
    Py_ssize_t n3;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!O!nOO", &PyList_Type, &order, &PyList_Type, &block_of, &PyList_Type,
                          &blocks, &PyList_Type, &nops, &PyList_Type, &res, &PyList_Type, &sizes, &n3, &num_results,
                          &block_args))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(order), nops_n = PyList_GET_SIZE(block_of), nb = PyList_GET_SIZE(blocks);
    if (PyList_GET_SIZE(nops) != nops_n || PyList_GET_SIZE(res) != nops_n || PyList_GET_SIZE(sizes) < nb) {
        PyErr_SetString(PyExc_ValueError, "graph_frame: columns differ in length");
        return NULL;
    }
    Py_ssize_t *op_node = PyMem_Malloc((nops_n + 1) * sizeof(Py_ssize_t));
    Py_ssize_t *block_node = PyMem_Malloc((nb + 1) * sizeof(Py_ssize_t));
    Py_ssize_t *owned = PyMem_Calloc(nops_n + 1, sizeof(Py_ssize_t));
    long long *bdepth = PyMem_Malloc((nb + 1) * sizeof(long long));
    PyObject *opos = PyList_New(0), *ks = PyList_New(0), *bpos = PyList_New(0), *bs = PyList_New(0);
    PyObject *codes = PyList_New(0), *dense = NULL, *bstats = NULL, *out = NULL;
    if (!op_node || !block_node || !owned || !bdepth || !opos || !ks || !bpos || !bs || !codes) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t k = 0; k < nops_n; k++) op_node[k] = -1;
    for (Py_ssize_t b = 0; b < nb; b++) {
        block_node[b] = -1;
        PyObject *row = PyList_GET_ITEM(blocks, b);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) < 8) {
            PyErr_SetString(PyExc_TypeError, "graph_frame: blocks must be 8-tuples");
            goto done;
        }
        bdepth[b] = PyLong_AsLongLong(PyTuple_GET_ITEM(row, 5));
        Py_ssize_t owner = PyLong_AsSsize_t(PyTuple_GET_ITEM(row, 0));
        int implicit = PyObject_IsTrue(PyTuple_GET_ITEM(row, 7));
        if (PyErr_Occurred() || implicit < 0) goto done;
        if (!implicit && owner >= 0 && owner < nops_n) owned[owner]++;
    }
    for (Py_ssize_t i = 0; i < n; i++) { /* op k is k, block b is -1 - b */
        Py_ssize_t item = PyLong_AsSsize_t(PyList_GET_ITEM(order, i));
        if (item == -1 && PyErr_Occurred()) goto done;
        if (item >= 0 && item < nops_n) {
            op_node[item] = i;
            if (list_append_ssize(opos, i) < 0 || list_append_ssize(ks, item) < 0) goto done;
        } else if (item < 0 && -1 - item < nb) {
            block_node[-1 - item] = i;
            if (list_append_ssize(bpos, i) < 0 || list_append_ssize(bs, -1 - item) < 0) goto done;
        } else {
            PyErr_SetString(PyExc_IndexError, "graph_frame: node out of range");
            goto done;
        }
    }
    Py_ssize_t m = PyList_GET_SIZE(ks), mb = PyList_GET_SIZE(bs);
    dense = PyBytes_FromStringAndSize(NULL, m * 5 * (Py_ssize_t)sizeof(float));
    bstats = PyBytes_FromStringAndSize(NULL, mb * 3 * (Py_ssize_t)sizeof(float));
    if (!dense || !bstats) goto done;
    float *d = (float *)PyBytes_AS_STRING(dense), *bsf = (float *)PyBytes_AS_STRING(bstats);
    for (Py_ssize_t j = 0; j < m; j++) { /* block -> op containment; _DENSE_COLUMNS of the op */
        Py_ssize_t k = PyLong_AsSsize_t(PyList_GET_ITEM(ks, j)), i = PyLong_AsSsize_t(PyList_GET_ITEM(opos, j));
        Py_ssize_t b = PyLong_AsSsize_t(PyList_GET_ITEM(block_of, k));
        long long x = PyLong_AsLongLong(PyList_GET_ITEM(nops, k));
        if (PyErr_Occurred()) goto done;
        if (b >= 0 && b < nb && block_node[b] >= 0) {
            PyObject *code = PyLong_FromLongLong((long long)block_node[b] * n3 + (long long)i * 3 + 2);
            int rc = code ? PyList_Append(codes, code) : -1;
            Py_XDECREF(code);
            if (rc < 0) goto done;
        }
        PyObject *r = PyList_GET_ITEM(res, k);
        double results = 0.0;
        if (!PyUnicode_Check(r)) {
            PyErr_SetString(PyExc_TypeError, "graph_frame: results must be str");
            goto done;
        }
        if (PyUnicode_GET_LENGTH(r)) {
            if (PyUnicode_FindChar(r, ',', 0, PY_SSIZE_T_MAX, 1) < 0 && PyUnicode_FindChar(r, ':', 0, PY_SSIZE_T_MAX, 1) < 0) {
                results = 1.0;
            } else {
                PyObject *cnt = PyObject_CallOneArg(num_results, r);
                long long c = cnt ? PyLong_AsLongLong(cnt) : -1;
                Py_XDECREF(cnt);
                if (PyErr_Occurred()) goto done;
                results = log2p(c);
            }
        }
        float *row = d + j * 5;
        row[0] = (float)log2p(x);
        row[1] = (float)results;
        row[2] = (float)(b >= 0 && b < nb ? bdepth[b] : 0);
        row[3] = 0.0f; /* rank: the caller's */
        row[4] = (float)owned[k];
    }
    for (Py_ssize_t j = 0; j < mb; j++) { /* op -> block ownership; _BLOCK_COLUMNS of the block */
        Py_ssize_t b = PyLong_AsSsize_t(PyList_GET_ITEM(bs, j)), i = PyLong_AsSsize_t(PyList_GET_ITEM(bpos, j));
        PyObject *row = PyList_GET_ITEM(blocks, b);
        Py_ssize_t owner = PyLong_AsSsize_t(PyTuple_GET_ITEM(row, 0));
        long long size = PyLong_AsLongLong(PyList_GET_ITEM(sizes, b));
        if (PyErr_Occurred()) goto done;
        if (owner >= 0 && owner < nops_n && op_node[owner] >= 0) {
            PyObject *code = PyLong_FromLongLong((long long)op_node[owner] * n3 + (long long)i * 3 + 1);
            int rc = code ? PyList_Append(codes, code) : -1;
            Py_XDECREF(code);
            if (rc < 0) goto done;
        }
        PyObject *argtext = PyTuple_GET_ITEM(row, 2);
        int header = PyObject_IsTrue(PyTuple_GET_ITEM(row, 3));
        if (header < 0) goto done;
        Py_ssize_t nargs;
        if (!PyUnicode_Check(argtext) || !PyUnicode_GET_LENGTH(argtext)) {
            nargs = 0;
        } else if (!header && PyUnicode_IS_ASCII(argtext)) {
            nargs = declared_names((const char *)PyUnicode_DATA(argtext), PyUnicode_GET_LENGTH(argtext), NULL);
        } else { /* a custom header's declarations, or non-ASCII text: tree.block_args */
            PyObject *bo = PyLong_FromSsize_t(b);
            PyObject *a = bo ? PyObject_CallOneArg(block_args, bo) : NULL;
            Py_XDECREF(bo);
            nargs = a ? PyObject_Length(a) : -1;
            Py_XDECREF(a);
            if (nargs < 0) goto done;
        }
        float *row3 = bsf + j * 3;
        row3[0] = (float)bdepth[b];
        row3[1] = (float)log2p(size);
        row3[2] = (float)log2p(nargs);
    }
    out = PyTuple_Pack(7, opos, ks, bpos, bs, codes, dense, bstats);
done:
    PyMem_Free(op_node);
    PyMem_Free(block_node);
    PyMem_Free(owned);
    PyMem_Free(bdepth);
    Py_XDECREF(opos);
    Py_XDECREF(ks);
    Py_XDECREF(bpos);
    Py_XDECREF(bs);
    Py_XDECREF(codes);
    Py_XDECREF(dense);
    Py_XDECREF(bstats);
    return out;
}

/* a tuple of column indices below `width`, into cols[]; its length, or -1 with an error set */
static Py_ssize_t read_columns(PyObject *t, Py_ssize_t width, Py_ssize_t *cols, Py_ssize_t most) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) > most) {
        PyErr_SetString(PyExc_TypeError, "graph_fill: columns must be a short tuple");
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(t); i++) {
        cols[i] = PyLong_AsSsize_t(PyTuple_GET_ITEM(t, i));
        if (cols[i] == -1 && PyErr_Occurred()) return -1;
        if (cols[i] < 0 || cols[i] >= width) {
            PyErr_SetString(PyExc_IndexError, "graph_fill: column out of range");
            return -1;
        }
    }
    return PyTuple_GET_SIZE(t);
}

/* graph.ir_graph's assembly (its numpy path does the same): writes the node rows into `feats` (float32[n, width],
 * zeros, C order) and returns (edge types float32[E], edge links int64[E, 2]) as bytearrays, the edges sorted by
 * code. Op node j (row opos[j]) gets its dense columns (the frame's, with ranks[j] in the rank column), a 1 in
 * column cats[j] and, where rows[j] is not None, its loop columns; block node j (row bpos[j]) a 1 in column 0 and
 * its block columns. Edge codes (src * n3 + dst * 3 + type) are `codes` (a list) and `du` (int64 buffer or None). */
static PyObject *graph_fill(PyObject *self, PyObject *args) {
    PyObject *feats_o, *opos, *dense, *ranks, *cats, *rows, *bpos, *bstats, *codes, *du, *dcols_o, *lcols_o, *bcols_o;
    Py_ssize_t n3;
    if (!PyArg_ParseTuple(args, "OO!OOOOO!OO!OnO!O!O!", &feats_o, &PyList_Type, &opos, &dense, &ranks, &cats, &rows,
                          &PyList_Type, &bpos, &bstats, &PyList_Type, &codes, &du, &n3, &PyTuple_Type, &dcols_o,
                          &PyTuple_Type, &lcols_o, &PyTuple_Type, &bcols_o))
        return NULL;
    Py_buffer fb, db = {0}, bb = {0}, ub = {0};
    if (PyObject_GetBuffer(feats_o, &fb, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_ND) < 0)
        return NULL;
    PyObject *out = NULL, *edges = NULL, *links = NULL;
    long long *all = NULL;
    Py_ssize_t m = PyList_GET_SIZE(opos), mb = PyList_GET_SIZE(bpos);
    Py_ssize_t dcols[8], lcols[8], bcols[8], nd, nl, nbc;
    if (fb.ndim != 2 || !fb.format || strcmp(fb.format, "f") != 0) {
        PyErr_SetString(PyExc_TypeError, "graph_fill: feats must be a float32 matrix");
        goto done;
    }
    Py_ssize_t n = fb.shape[0], width = fb.shape[1];
    float *f = (float *)fb.buf;
    if ((nd = read_columns(dcols_o, width, dcols, 8)) < 0 || (nl = read_columns(lcols_o, width, lcols, 8)) < 0 ||
        (nbc = read_columns(bcols_o, width, bcols, 8)) < 0)
        goto done;
    if (nd < 4) { /* the frame's dense columns hold the rank fourth */
        PyErr_SetString(PyExc_ValueError, "graph_fill: too few dense columns");
        goto done;
    }
    if (m) {
        if (PyObject_GetBuffer(dense, &db, PyBUF_SIMPLE) < 0) goto done;
        if (!PyList_Check(ranks) || !PyList_Check(cats) || !PyList_Check(rows) || PyList_GET_SIZE(ranks) != m ||
            PyList_GET_SIZE(cats) != m || PyList_GET_SIZE(rows) != m || db.len != m * nd * (Py_ssize_t)sizeof(float)) {
            PyErr_SetString(PyExc_ValueError, "graph_fill: op columns differ in length");
            goto done;
        }
    }
    const float *dv = m ? (const float *)db.buf : NULL;
    for (Py_ssize_t j = 0; j < m; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(opos, j)), cat = PyLong_AsSsize_t(PyList_GET_ITEM(cats, j));
        PyObject *ro = PyList_GET_ITEM(ranks, j);
        double rank = PyLong_CheckExact(ro) ? PyLong_AsDouble(ro) : PyFloat_AsDouble(ro);
        if (PyErr_Occurred()) goto done;
        if (i < 0 || i >= n || cat < 0 || cat >= width) {
            PyErr_SetString(PyExc_IndexError, "graph_fill: node or category out of range");
            goto done;
        }
        float *row = f + i * width;
        for (Py_ssize_t c = 0; c < nd; c++) row[dcols[c]] = dv[j * nd + c];
        row[dcols[3]] = (float)rank; /* _DENSE_COLUMNS' fourth is the rank */
        row[cat] = 1.0f;
        PyObject *r = PyList_GET_ITEM(rows, j);
        if (r == Py_None) continue;
        if (!PyTuple_Check(r) || PyTuple_GET_SIZE(r) != nl) {
            PyErr_SetString(PyExc_TypeError, "graph_fill: a loop row must be a tuple of the loop columns");
            goto done;
        }
        for (Py_ssize_t c = 0; c < nl; c++) {
            PyObject *vo = PyTuple_GET_ITEM(r, c);
            double v = PyFloat_CheckExact(vo) ? PyFloat_AS_DOUBLE(vo) : PyFloat_AsDouble(vo);
            if (v == -1.0 && PyErr_Occurred()) goto done;
            row[lcols[c]] = (float)v;
        }
    }
    if (mb) {
        if (PyObject_GetBuffer(bstats, &bb, PyBUF_SIMPLE) < 0) goto done;
        if (bb.len != mb * nbc * (Py_ssize_t)sizeof(float)) {
            PyErr_SetString(PyExc_ValueError, "graph_fill: block columns differ in length");
            goto done;
        }
    }
    for (Py_ssize_t j = 0; j < mb; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(bpos, j));
        if (i == -1 && PyErr_Occurred()) goto done;
        if (i < 0 || i >= n) {
            PyErr_SetString(PyExc_IndexError, "graph_fill: node out of range");
            goto done;
        }
        float *row = f + i * width;
        row[0] = 1.0f;
        for (Py_ssize_t c = 0; c < nbc; c++) row[bcols[c]] = ((const float *)bb.buf)[j * nbc + c];
    }
    Py_ssize_t nc = PyList_GET_SIZE(codes), nu = 0;
    if (du != Py_None) {
        if (PyObject_GetBuffer(du, &ub, PyBUF_SIMPLE) < 0) goto done;
        nu = ub.len / (Py_ssize_t)sizeof(long long);
    }
    Py_ssize_t e = nc + nu;
    all = PyMem_Malloc((e + 1) * sizeof(long long));
    edges = PyByteArray_FromStringAndSize(NULL, e * (Py_ssize_t)sizeof(float));
    links = PyByteArray_FromStringAndSize(NULL, 2 * e * (Py_ssize_t)sizeof(long long));
    if (!all || !edges || !links) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t j = 0; j < nc; j++) {
        all[j] = PyLong_AsLongLong(PyList_GET_ITEM(codes, j));
        if (all[j] == -1 && PyErr_Occurred()) goto done;
    }
    if (nu) memcpy(all + nc, ub.buf, nu * sizeof(long long));
    if (sort_codes(all, e) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    float *ev = (float *)PyByteArray_AS_STRING(edges);
    long long *lv = (long long *)PyByteArray_AS_STRING(links);
    for (Py_ssize_t j = 0; j < e; j++) { /* numpy's divmod: floor division, as the codes are never negative */
        long long code = all[j], rest = n3 ? code % n3 : code;
        lv[2 * j] = n3 ? code / n3 : code;
        lv[2 * j + 1] = rest / 3;
        ev[j] = (float)(rest % 3);
    }
    out = PyTuple_Pack(2, edges, links);
done:
    PyBuffer_Release(&fb);
    if (db.obj) PyBuffer_Release(&db);
    if (bb.obj) PyBuffer_Release(&bb);
    if (ub.obj) PyBuffer_Release(&ub);
    PyMem_Free(all);
    Py_XDECREF(edges);
    Py_XDECREF(links);
    return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* linalg._header of a custom-form op whose text holds indexing_maps (the usual linalg.generic). */

static PyObject *S_PARALLEL, *S_REDUCTION, *S_WINDOW, *S_NUM_DIMS, *S_RESULTS;

/* str.find of a C string in s[a:b]; -1 when absent */
static Py_ssize_t cfind(const char *s, Py_ssize_t a, Py_ssize_t b, const char *sub) {
    Py_ssize_t m = (Py_ssize_t)strlen(sub);
    if (m == 0) return a <= b ? a : -1;
    const char *p = s + a, *end = s + b;
    while (end - p >= m) { /* memchr to each candidate first character */
        p = memchr(p, sub[0], (size_t)(end - p - m + 1));
        if (!p) return -1;
        if (memcmp(p, sub, (size_t)m) == 0) return p - s;
        p++;
    }
    return -1;
}

static inline int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || (c >= 0x1c && c <= 0x1f); }

/* types._group: span [*a, *b) of the contents of `opening` (ins( / outs() with no '(' inside; 0 if none */
static int group_of(const char *s, Py_ssize_t n, const char *opening, Py_ssize_t *a, Py_ssize_t *b) {
    Py_ssize_t len = (Py_ssize_t)strlen(opening);
    const char *paren = memchr(s, '(', (size_t)n); /* every opening ends with '(': none ends before the first */
    if (!paren) return 0;
    Py_ssize_t i = cfind(s, paren - s >= len - 1 ? paren - s - (len - 1) : 0, n, opening);
    while (i >= 0) {
        if (i == 0 || !is_word((unsigned char)s[i - 1])) {
            Py_ssize_t j = i + len;
            Py_ssize_t close = -1;
            for (Py_ssize_t q = j; q < n; q++)
                if (s[q] == ')') { close = q; break; }
            if (close < 0) return 0;
            int paren = 0;
            for (Py_ssize_t q = j; q < close; q++)
                if (s[q] == '(') { paren = 1; break; }
            if (!paren) {
                *a = j;
                *b = close;
                return 1;
            }
        }
        i = cfind(s, i + 1, n, opening);
    }
    return 0;
}

static inline int is_type_char(unsigned char c) { return is_word(c) || c == '.' || c == '!' || c == '?'; }

/* types.split_types of s[a:b] (the _TYPE_ITEM findall) appended to list */
static int split_types_into(PyObject *list, const char *s, Py_ssize_t a, Py_ssize_t b) {
    Py_ssize_t p = a;
    while (p < b) {
        if (!is_type_char((unsigned char)s[p])) {
            p++;
            continue;
        }
        Py_ssize_t e = p;
        while (e < b && is_type_char((unsigned char)s[e])) e++;
        Py_ssize_t end = e;
        if (e < b && s[e] == '<') { /* angle brackets nest at most three deep, else the word alone */
            int depth = 1;
            for (Py_ssize_t q = e + 1; q < b; q++) {
                if (s[q] == '<') {
                    if (++depth > 3) break;
                } else if (s[q] == '>' && --depth == 0) {
                    end = q + 1;
                    break;
                }
            }
        }
        PyObject *t = substr(s, p, end);
        if (!t || PyList_Append(list, t) < 0) {
            Py_XDECREF(t);
            return -1;
        }
        Py_DECREF(t);
        p = end;
    }
    return 0;
}

/* len(syntax._USE.findall(s, a, b)) */
static Py_ssize_t count_uses(const char *s, Py_ssize_t a, Py_ssize_t b) {
    Py_ssize_t count = 0, p = a;
    while (p < b) {
        if (s[p] != '%') {
            p++;
            continue;
        }
        Py_ssize_t e = p + 1;
        while (e < b && is_name_char((unsigned char)s[e])) e++;
        if (e == p + 1) {
            p++;
            continue;
        }
        if (e + 1 < b && s[e] == '#' && s[e + 1] >= '0' && s[e + 1] <= '9') {
            e += 2;
            while (e < b && s[e] >= '0' && s[e] <= '9') e++;
        }
        int ok = 1;
        if (e < b && (is_name_char((unsigned char)s[e]) || s[e] == '#' || s[e] == ':')) ok = 0;
        if (ok) {
            Py_ssize_t q = e;
            while (q < b && is_space((unsigned char)s[q])) q++;
            if (q < b && s[q] == '=' && !(q + 1 < b && s[q + 1] == '=')) ok = 0;
        }
        count += ok;
        p = e;
    }
    return count;
}

/* the span of `word\s*=\s*[` ... `]` (word not after [\w.]); nested: one level of [...] inside (maps) */
static int bracket_attr(const char *s, Py_ssize_t n, const char *word, int nested, Py_ssize_t *a, Py_ssize_t *b) {
    Py_ssize_t len = (Py_ssize_t)strlen(word);
    for (Py_ssize_t i = cfind(s, 0, n, word); i >= 0; i = cfind(s, i + 1, n, word)) {
        if (i > 0 && (is_word((unsigned char)s[i - 1]) || s[i - 1] == '.')) continue;
        Py_ssize_t p = i + len;
        while (p < n && is_space((unsigned char)s[p])) p++;
        if (p >= n || s[p] != '=') continue;
        p++;
        while (p < n && is_space((unsigned char)s[p])) p++;
        if (p >= n || s[p] != '[') continue;
        Py_ssize_t start = ++p;
        while (p < n) {
            if (s[p] == ']') {
                *a = start;
                *b = p;
                return 1;
            }
            if (nested && s[p] == '[') {
                Py_ssize_t q = p + 1;
                while (q < n && s[q] != ']') q++;
                if (q >= n) break;
                p = q + 1;
            } else {
                p++;
            }
        }
    }
    return 0;
}

/* linalg._header's maps of a linalg.transpose: its permutation attribute as _PERM_ATTR and _INT_LIST read it
   (`permutation = [1, 0]` or `array<i64: 1, 0>`; none: the identity), inverted, then (projection(rank, inverse),
   projection(rank, identity)). */
static PyObject *transpose_maps(const char *s, Py_ssize_t n, Py_ssize_t rank, PyObject *projection) {
    Py_ssize_t perm[64], np = 0, at = -1;
    for (Py_ssize_t q = cfind(s, 0, n, "permutation"); q >= 0; q = cfind(s, q + 1, n, "permutation")) {
        if (q > 0 && (is_word((unsigned char)s[q - 1]))) continue; /* \b */
        Py_ssize_t p = q + 11;
        while (p < n && is_space((unsigned char)s[p])) p++;
        if (p >= n || s[p] != '=') continue;
        p++;
        while (p < n && is_space((unsigned char)s[p])) p++;
        if (p + 10 <= n && memcmp(s + p, "array<i64:", 10) == 0) p += 10;
        while (p < n && is_space((unsigned char)s[p])) p++;
        if (p < n && s[p] == '[') p++;
        at = p;
        break;
    }
    if (at >= 0) {
        for (Py_ssize_t p = at; p < n && (s[p] == '-' || s[p] == ',' || is_space((unsigned char)s[p]) ||
                                           (s[p] >= '0' && s[p] <= '9'));) {
            int neg = s[p] == '-' && p + 1 < n && s[p + 1] >= '0' && s[p + 1] <= '9';
            if (!neg && !(s[p] >= '0' && s[p] <= '9')) {
                p++;
                continue;
            }
            if (neg) p++;
            long long v = 0;
            int digits = 0;
            while (p < n && s[p] >= '0' && s[p] <= '9') {
                if (++digits > 17 || np >= 64) Py_RETURN_NOTIMPLEMENTED;
                v = v * 10 + (s[p++] - '0');
            }
            perm[np++] = neg ? -v : v;
        }
    } else {
        if (rank > 64) Py_RETURN_NOTIMPLEMENTED;
        for (Py_ssize_t i = 0; i < rank; i++) perm[np++] = i;
    }
    PyObject *inv = PyTuple_New(np), *ident = PyTuple_New(rank), *r = PyLong_FromSsize_t(rank), *out = NULL;
    PyObject *a = NULL, *b = NULL;
    if (!inv || !ident || !r) goto end;
    Py_ssize_t invv[64] = {0};
    for (Py_ssize_t i = 0; i < np; i++)
        if (perm[i] >= 0 && perm[i] < np) invv[perm[i]] = i;
    for (Py_ssize_t i = 0; i < np; i++) {
        PyObject *v = PyLong_FromSsize_t(invv[i]);
        if (!v) goto end;
        PyTuple_SET_ITEM(inv, i, v);
    }
    for (Py_ssize_t i = 0; i < rank; i++) {
        PyObject *v = PyLong_FromSsize_t(i);
        if (!v) goto end;
        PyTuple_SET_ITEM(ident, i, v);
    }
    a = PyObject_CallFunctionObjArgs(projection, r, inv, NULL);
    b = a ? PyObject_CallFunctionObjArgs(projection, r, ident, NULL) : NULL;
    if (b) out = PyTuple_Pack(2, a, b);
end:
    Py_XDECREF(inv);
    Py_XDECREF(ident);
    Py_XDECREF(r);
    Py_XDECREF(a);
    Py_XDECREF(b);
    return out;
}

/* nest_header(text, reduce, shaped, element_bytes, refmap, map_of[, spec, projection]) -> linalg._header's tuple,
   None (no nest), or NotImplemented (Python decides: non-ASCII, no ins/outs, operandSegmentSizes, no indexing_maps
   and spec NotImplemented). */
static PyObject *nest_header(PyObject *self, PyObject *args) {
    PyObject *text, *shaped_fn, *ebytes_fn, *refmap, *map_of, *spec = Py_NotImplemented, *projection = NULL;
    int is_reduce;
    if (!PyArg_ParseTuple(args, "UpOOO!O|OO", &text, &is_reduce, &shaped_fn, &ebytes_fn, &PyDict_Type, &refmap, &map_of,
                          &spec, &projection))
        return NULL;
    return header_of(text, is_reduce, shaped_fn, ebytes_fn, refmap, map_of, spec, projection);
}

/* nest_header's work, its arguments checked for type (text a str, refmap a dict) */
static PyObject *header_of(PyObject *text, int is_reduce, PyObject *shaped_fn, PyObject *ebytes_fn, PyObject *refmap,
                           PyObject *map_of, PyObject *spec, PyObject *projection) {
    /* spec, for an op without indexing_maps: (maps, iterators) of a named op, None for identity-like maps built with
       projection(rank, kept dimensions), NotImplemented for the Python code (attributes it reads) */
    int transpose = PyUnicode_Check(spec) && eq(spec, "transpose");
    if (spec != Py_NotImplemented && spec != Py_None && !transpose &&
        !(PyTuple_Check(spec) && PyTuple_GET_SIZE(spec) == 2 && PyTuple_Check(PyTuple_GET_ITEM(spec, 0)) &&
          PyTuple_Check(PyTuple_GET_ITEM(spec, 1)))) {
        PyErr_SetString(PyExc_TypeError,
                        "nest_header: spec must be (maps, iterators), None, 'transpose' or NotImplemented");
        return NULL;
    }
    if ((spec == Py_None || transpose) && !projection) {
        PyErr_SetString(PyExc_TypeError, "nest_header: identity maps need projection");
        return NULL;
    }
    if (!PyUnicode_IS_ASCII(text)) Py_RETURN_NOTIMPLEMENTED;
    const char *s = (const char *)PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (cfind(s, 0, n, "operandSegmentSizes") >= 0) Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t ia = 0, ib = 0, oa = 0, ob = 0;
    int has_in = group_of(s, n, "ins(", &ia, &ib), has_out = group_of(s, n, "outs(", &oa, &ob);
    if (!has_in && !has_out) Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t ma = 0, mb = 0;
    int has_maps = cfind(s, 0, n, "indexing_maps") >= 0 && bracket_attr(s, n, "indexing_maps", 1, &ma, &mb);
    if (!has_maps && spec == Py_NotImplemented) Py_RETURN_NOTIMPLEMENTED;
    PyObject *types = PyList_New(0), *st = NULL, *elts = NULL, *maps = NULL, *iters = NULL, *trips = NULL;
    PyObject *iterations = NULL, *nbytes = NULL, *out = NULL;
    if (!types) return NULL;
    for (int g = 0; g < 2; g++) {
        if (!(g ? has_out : has_in)) continue;
        Py_ssize_t a = g ? oa : ia, b = g ? ob : ib;
        Py_ssize_t c = cfind(s, a, b, " : ");
        if (c >= 0 && split_types_into(types, s, c + 3, b) < 0) goto done;
    }
    Py_ssize_t nt = PyList_GET_SIZE(types);
    if (nt == 0) {
        out = Py_NewRef(Py_None);
        goto done;
    }
    st = PyTuple_New(nt);
    elts = PyTuple_New(nt);
    if (!st || !elts) goto done;
    for (Py_ssize_t i = 0; i < nt; i++) {
        PyObject *t = PyList_GET_ITEM(types, i);
        PyObject *sh = PyObject_CallOneArg(shaped_fn, t);
        if (!sh) goto done;
        if (sh != Py_None && !(PyTuple_Check(sh) && PyTuple_GET_SIZE(sh) == 3 && PyTuple_Check(PyTuple_GET_ITEM(sh, 1)))) {
            Py_DECREF(sh);
            PyErr_SetString(PyExc_TypeError, "nest_header: shaped must give (kind, shape, element) or None");
            goto done;
        }
        PyTuple_SET_ITEM(st, i, sh);
        PyTuple_SET_ITEM(elts, i, Py_NewRef(sh == Py_None ? t : PyTuple_GET_ITEM(sh, 2)));
    }
    Py_ssize_t n_in, nm, ta, tb;
    if (has_in) n_in = count_uses(s, ia, ib);
    else n_in = is_reduce ? nt / 2 : (nt - 1 > 0 ? nt - 1 : 0);
    if (!has_maps && transpose) { /* linalg.transpose: (the inverse permutation, identity) over the output's rank */
        PyObject *last = PyTuple_GET_ITEM(st, nt - 1);
        Py_ssize_t out_rank = last == Py_None ? 0 : PyTuple_GET_SIZE(PyTuple_GET_ITEM(last, 1));
        maps = transpose_maps(s, n, out_rank, projection);
        if (!maps) goto done;
        if (maps == Py_NotImplemented) { /* a permutation the C reading does not hold: the Python code reads it */
            out = maps;
            maps = NULL;
            goto done;
        }
        goto have_maps;
    }
    if (!has_maps && spec != Py_None) { /* a named op's maps and iterators */
        maps = Py_NewRef(PyTuple_GET_ITEM(spec, 0));
        iters = Py_NewRef(PyTuple_GET_ITEM(spec, 1));
        goto have_maps;
    }
    if (!has_maps) { /* fill, copy, map, named elementwise: identity maps, scalars broadcast (linalg._header) */
        PyObject *last = PyTuple_GET_ITEM(st, nt - 1);
        Py_ssize_t out_rank = last == Py_None ? 0 : PyTuple_GET_SIZE(PyTuple_GET_ITEM(last, 1));
        maps = PyTuple_New(nt);
        if (!maps) goto done;
        for (Py_ssize_t i = 0; i < nt; i++) {
            PyObject *sh = PyTuple_GET_ITEM(st, i);
            Py_ssize_t r = sh == Py_None ? 0 : PyTuple_GET_SIZE(PyTuple_GET_ITEM(sh, 1));
            Py_ssize_t from = r == out_rank ? 0 : r == 0 ? out_rank : out_rank - r;
            PyObject *keep = PyTuple_New(out_rank - from), *rank = PyLong_FromSsize_t(out_rank);
            for (Py_ssize_t d = from; keep && d < out_rank; d++) {
                PyObject *v = PyLong_FromSsize_t(d);
                if (!v) {
                    Py_CLEAR(keep);
                    break;
                }
                PyTuple_SET_ITEM(keep, d - from, v);
            }
            PyObject *mp = keep && rank ? PyObject_CallFunctionObjArgs(projection, rank, keep, NULL) : NULL;
            Py_XDECREF(keep);
            Py_XDECREF(rank);
            if (!mp) goto done;
            PyTuple_SET_ITEM(maps, i, mp);
        }
        goto have_maps;
    }
    /* maps: _MAP_REF.findall over the indexing_maps list, each through refmap / map_of */
    maps = PyList_New(0);
    if (!maps) goto done;
    for (Py_ssize_t p = ma; p < mb;) {
        Py_ssize_t e = -1;
        if (s[p] == '#' && p + 1 < mb && is_name_char((unsigned char)s[p + 1])) {
            e = p + 1;
            while (e < mb && is_name_char((unsigned char)s[e])) e++;
        } else if (p + 11 <= mb && memcmp(s + p, "affine_map<", 11) == 0) {
            for (Py_ssize_t q = p + 11; q + 1 < mb; q++) {
                if (s[q] == '\n') break;
                if (s[q] == ')' && s[q + 1] == '>') {
                    e = q + 2;
                    break;
                }
            }
        }
        if (e < 0) {
            p++;
            continue;
        }
        PyObject *ref = substr(s, p, e);
        if (!ref) goto done;
        PyObject *mp = PyDict_GetItemWithError(refmap, ref);
        if (mp) {
            Py_INCREF(mp);
        } else if (!PyErr_Occurred()) {
            mp = PyObject_CallOneArg(map_of, ref);
            if (mp && PyDict_SetItem(refmap, ref, mp) < 0) Py_CLEAR(mp);
        }
        Py_DECREF(ref);
        if (!mp) goto done;
        int rc = PyList_Append(maps, mp);
        Py_DECREF(mp);
        if (rc < 0) goto done;
        p = e;
    }
    nm = PyList_GET_SIZE(maps);
    for (Py_ssize_t i = 0; i < nm; i++)
        if (PyList_GET_ITEM(maps, i) == Py_None) {
            out = Py_NewRef(Py_None);
            goto done;
        }
    Py_SETREF(maps, PyList_AsTuple(maps));
    if (!maps) goto done;
    if (cfind(s, 0, n, "iterator_types") >= 0 && bracket_attr(s, n, "iterator_types", 0, &ta, &tb)) {
        iters = PyList_New(0);
        if (!iters) goto done;
        for (Py_ssize_t p = ta; p < tb;) {
            PyObject *w = NULL;
            Py_ssize_t len = 0;
            if (p + 8 <= tb && memcmp(s + p, "parallel", 8) == 0) w = S_PARALLEL, len = 8;
            else if (p + 9 <= tb && memcmp(s + p, "reduction", 9) == 0) w = S_REDUCTION, len = 9;
            else if (p + 6 <= tb && memcmp(s + p, "window", 6) == 0) w = S_WINDOW, len = 6;
            if (!w) {
                p++;
                continue;
            }
            if (PyList_Append(iters, w) < 0) goto done;
            p += len;
        }
        Py_SETREF(iters, PyList_AsTuple(iters));
        if (!iters) goto done;
    }
have_maps:
    nm = PyTuple_GET_SIZE(maps);
    if (nm != nt) {
        out = Py_NewRef(Py_None);
        goto done;
    }
    PyObject *nd0 = PyObject_GetAttr(PyTuple_GET_ITEM(maps, 0), S_NUM_DIMS);
    if (!nd0) goto done;
    Py_ssize_t num_loops = PyLong_AsSsize_t(nd0);
    Py_DECREF(nd0);
    if (num_loops == -1 && PyErr_Occurred()) goto done;
    if (num_loops < 0) {
        out = Py_NewRef(Py_NotImplemented);
        goto done;
    }
    PyObject *res[64]; /* borrowed: each map's results (held by the map) */
    if (nm > 64) {
        out = Py_NewRef(Py_NotImplemented);
        goto done;
    }
    for (Py_ssize_t i = 0; i < nm; i++) {
        PyObject *mp = PyTuple_GET_ITEM(maps, i);
        PyObject *nd = PyObject_GetAttr(mp, S_NUM_DIMS);
        if (!nd) goto done;
        Py_ssize_t v = PyLong_AsSsize_t(nd);
        Py_DECREF(nd);
        if (v == -1 && PyErr_Occurred()) goto done;
        if (v != num_loops) {
            out = Py_NewRef(Py_None);
            goto done;
        }
        PyObject *r = PyObject_GetAttr(mp, S_RESULTS);
        if (!r) goto done;
        Py_DECREF(r); /* the frozen map holds its results tuple */
        if (!PyTuple_Check(r)) {
            out = Py_NewRef(Py_NotImplemented);
            goto done;
        }
        res[i] = r;
    }
    if (!iters || PyTuple_GET_SIZE(iters) != num_loops) {
        Py_XDECREF(iters);
        iters = PyTuple_New(num_loops);
        if (!iters) goto done;
        for (Py_ssize_t d = 0; d < num_loops; d++) {
            int found = 0;
            for (Py_ssize_t i = n_in; i < nm && !found; i++)
                for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(res[i]) && !found; j++) {
                    Py_ssize_t r = PyLong_AsSsize_t(PyTuple_GET_ITEM(res[i], j));
                    if (r == -1 && PyErr_Occurred()) goto done;
                    found = r == d;
                }
            PyTuple_SET_ITEM(iters, d, Py_NewRef(found ? S_PARALLEL : S_REDUCTION));
        }
    }
    trips = PyTuple_New(num_loops);
    if (!trips) goto done;
    for (Py_ssize_t d = 0; d < num_loops; d++) PyTuple_SET_ITEM(trips, d, Py_NewRef(Py_None));
    for (Py_ssize_t i = 0; i < nt; i++) {
        PyObject *sh = PyTuple_GET_ITEM(st, i);
        if (sh == Py_None) continue;
        PyObject *shape = PyTuple_GET_ITEM(sh, 1);
        Py_ssize_t rank = PyTuple_GET_SIZE(shape);
        if (rank != PyTuple_GET_SIZE(res[i])) continue;
        for (Py_ssize_t j = 0; j < rank; j++) {
            Py_ssize_t r = PyLong_AsSsize_t(PyTuple_GET_ITEM(res[i], j));
            if (r == -1 && PyErr_Occurred()) goto done;
            if (r < 0) continue;
            if (r >= num_loops) {
                Py_CLEAR(out);
                out = Py_NewRef(Py_NotImplemented);
                goto done;
            }
            PyObject *size = PyTuple_GET_ITEM(shape, j);
            if (PyTuple_GET_ITEM(trips, r) == Py_None && size != Py_None) {
                Py_DECREF(Py_None);
                PyTuple_SET_ITEM(trips, r, Py_NewRef(size));
            }
        }
    }
    /* linalg._work: Python ints (sentinel dimensions overflow 64 bits) */
    iterations = PyLong_FromLong(1);
    nbytes = PyLong_FromLong(0);
    if (!iterations || !nbytes) goto done;
    int is_static = 1;
    for (Py_ssize_t d = 0; d < num_loops; d++) {
        PyObject *t = PyTuple_GET_ITEM(trips, d);
        if (t == Py_None) {
            is_static = 0;
            continue;
        }
        Py_SETREF(iterations, PyNumber_Multiply(iterations, t));
        if (!iterations) goto done;
    }
    for (Py_ssize_t i = 0; i < nt; i++) {
        PyObject *sh = PyTuple_GET_ITEM(st, i);
        if (sh == Py_None) continue;
        PyObject *shape = PyTuple_GET_ITEM(sh, 1);
        int dyn = 0;
        for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(shape); j++) dyn |= PyTuple_GET_ITEM(shape, j) == Py_None;
        if (dyn) continue;
        PyObject *numel = PyLong_FromLong(1);
        for (Py_ssize_t j = 0; numel && j < PyTuple_GET_SIZE(shape); j++)
            Py_SETREF(numel, PyNumber_Multiply(numel, PyTuple_GET_ITEM(shape, j)));
        PyObject *eb = numel ? PyObject_CallOneArg(ebytes_fn, PyTuple_GET_ITEM(sh, 2)) : NULL;
        PyObject *prod = eb ? PyNumber_Multiply(numel, eb) : NULL;
        Py_XDECREF(numel);
        Py_XDECREF(eb);
        if (!prod) goto done;
        Py_SETREF(nbytes, PyNumber_Add(nbytes, prod));
        Py_DECREF(prod);
        if (!nbytes) goto done;
    }
    out = Py_BuildValue("(OOnOOOOOO)", st, elts, n_in, maps, iters, trips, iterations, is_static ? Py_True : Py_False,
                        nbytes);
done:
    Py_XDECREF(types);
    Py_XDECREF(st);
    Py_XDECREF(elts);
    Py_XDECREF(maps);
    Py_XDECREF(iters);
    Py_XDECREF(trips);
    Py_XDECREF(iterations);
    Py_XDECREF(nbytes);
    return out;
}


/* ------------------------------------------------------------------------------------------------ */

static PyObject *S_DICT, *S_IS_COMPOUND;
/* LoopNest's attributes in the order its __init__ sets them (linalg._body_nest builds the same dict) */
static const char *NEST_KEY_NAMES[14] = {"name", "category", "iterators", "trips", "maps", "num_inputs",
                                         "operand_types", "element_types", "ops_per_point", "flops", "bytes",
                                         "gathers", "num_parallel", "num_reduction"};
static PyObject *NEST_KEYS[14];

/* linalg._SHORT_BODY.match(s): the op name of `{ name }` at the start, as a span; 0 if none */
static int short_body(const char *s, Py_ssize_t n, Py_ssize_t *a, Py_ssize_t *b) {
    Py_ssize_t p = 0;
    while (p < n && is_space((unsigned char)s[p])) p++;
    if (p >= n || s[p] != '{') return 0;
    p++;
    while (p < n && is_space((unsigned char)s[p])) p++;
    Py_ssize_t q = p;
    while (q < n && (is_word((unsigned char)s[q]) || s[q] == '.')) q++;
    if (q == p) return 0;
    Py_ssize_t r = q;
    while (r < n && is_space((unsigned char)s[r])) r++;
    if (r >= n || s[r] != '}') return 0;
    *a = p;
    *b = q;
    return 1;
}

static int starts(PyObject *u, const char *prefix) {
    Py_ssize_t m = (Py_ssize_t)strlen(prefix);
    return PyUnicode_IS_ASCII(u) && PyUnicode_GET_LENGTH(u) >= m && memcmp(PyUnicode_DATA(u), prefix, m) == 0;
}

static int eq(PyObject *u, const char *word) {
    return PyUnicode_IS_ASCII(u) && PyUnicode_GET_LENGTH(u) == (Py_ssize_t)strlen(word) &&
           memcmp(PyUnicode_DATA(u), word, PyUnicode_GET_LENGTH(u)) == 0;
}

/* linalg._category; NULL on error (a new reference to an interned-able str otherwise) */
static PyObject *nest_category(PyObject *shortu, PyObject *iters, PyObject *maps, PyObject *body, PyObject *elementwise) {
    const char *c;
    if (eq(shortu, "matmul") || eq(shortu, "matvec") || eq(shortu, "vecmat") || eq(shortu, "dot") || eq(shortu, "mmt4d") ||
        eq(shortu, "contract") || starts(shortu, "matmul"))
        c = "matmul";
    else if (starts(shortu, "batch_matmul") || starts(shortu, "batch_reduce_matmul") || starts(shortu, "batch_matvec") ||
             starts(shortu, "batch_vecmat") || starts(shortu, "batch_mmt4d"))
        c = "batch_matmul";
    else if (starts(shortu, "conv_"))
        c = "conv";
    else if (starts(shortu, "depthwise_conv_"))
        c = "depthwise";
    else if (starts(shortu, "pooling_"))
        c = "pooling";
    else if (eq(shortu, "fill") || eq(shortu, "copy") || eq(shortu, "transpose") || eq(shortu, "broadcast"))
        c = "data_movement";
    else if (eq(shortu, "softmax") || eq(shortu, "reduce"))
        c = "reduction";
    else {
        int ew = PySequence_Contains(elementwise, shortu);
        if (ew < 0) return NULL;
        if (ew || eq(shortu, "map")) {
            c = "elementwise";
        } else if (eq(shortu, "generic")) {
            Py_ssize_t ni = PyTuple_GET_SIZE(iters), nb = PyList_GET_SIZE(body);
            int has_red = 0;
            for (Py_ssize_t i = 0; i < ni; i++) {
                int same = PyUnicode_Compare(PyTuple_GET_ITEM(iters, i), S_PARALLEL);
                if (same == -1 && PyErr_Occurred()) return NULL;
                if (same != 0) { has_red = 1; break; }
            }
            if (!has_red) {
                c = nb ? "elementwise" : "data_movement";
            } else {
                int mul = 0, add = 0;
                for (Py_ssize_t i = 0; i < nb; i++) {
                    PyObject *b = PyList_GET_ITEM(body, i);
                    if (starts(b, "arith.mul") || starts(b, "arith.fma") || starts(b, "math.fma")) mul = 1;
                    if (starts(b, "arith.add")) add = 1;
                }
                int compound = 0;
                if (mul && add) {
                    Py_ssize_t nm = PyTuple_GET_SIZE(maps);
                    for (Py_ssize_t i = 0; i < nm && !compound; i++) {
                        PyObject *v = PyObject_GetAttr(PyTuple_GET_ITEM(maps, i), S_IS_COMPOUND);
                        if (!v) return NULL;
                        compound = PyObject_IsTrue(v);
                        Py_DECREF(v);
                        if (compound < 0) return NULL;
                    }
                }
                if (mul && add && compound)
                    c = "conv";
                else if (mul && add && PyTuple_GET_SIZE(maps) == 3) {
                    int first_par = ni > 0 && PyUnicode_Compare(PyTuple_GET_ITEM(iters, 0), S_PARALLEL) == 0;
                    if (PyErr_Occurred()) return NULL;
                    c = (ni >= 4 && first_par) ? "batch_matmul" : "matmul";
                } else
                    c = "reduction";
            }
        } else {
            c = "other";
        }
    }
    return PyUnicode_InternFromString(c);
}

/* linalg._loop_nest after its header: the body (arithmetic per point, category) and the LoopNest built as
 * linalg._body_nest builds it; NotImplemented when a text is not ASCII, or the body gathers (tensor.extract) and
 * the ops' texts and type readers are not given or the gather is not in custom form. */
static PyObject *nest_body(PyObject *self, PyObject *args) {
    PyObject *cls, *name, *text, *info, *head, *named, *elementwise, *non_compute;
    PyObject *texts = NULL, *shaped_fn = NULL, *ebytes_fn = NULL;
    Py_ssize_t k, end;
    int in_regions;
    if (!PyArg_ParseTuple(args, "OUUO!nnpO!OOO|O!OO", &cls, &name, &text, &PyList_Type, &info, &k, &end, &in_regions,
                          &PyTuple_Type, &head, &named, &elementwise, &non_compute, &PyList_Type, &texts, &shaped_fn,
                          &ebytes_fn))
        return NULL;
    return body_of(cls, name, text, info, k, end, in_regions, head, named, elementwise, non_compute, texts, shaped_fn,
                   ebytes_fn);
}

/* The source type of the tensor.extract op j in custom form (`%t[%i, %j] : tensor<...>`: what types.op_types gives as
   its first operand type), NotImplemented for any other form; NULL on error. */
static PyObject *gather_source(PyObject *info, PyObject *texts, Py_ssize_t j) {
    PyObject *inf = PyList_GET_ITEM(info, j);
    if (j >= PyList_GET_SIZE(texts) || PyTuple_GET_SIZE(inf) != 4) Py_RETURN_NOTIMPLEMENTED;
    int generic = PyObject_IsTrue(PyTuple_GET_ITEM(inf, 3));
    if (generic < 0) return NULL;
    PyObject *t = PyList_GET_ITEM(texts, j);
    if (generic || !PyUnicode_Check(t) || !PyUnicode_IS_ASCII(t)) Py_RETURN_NOTIMPLEMENTED;
    const char *s = (const char *)PyUnicode_DATA(t);
    Py_ssize_t n = PyUnicode_GET_LENGTH(t), c = crfind(s, n, " : ");
    if (c < 0 || cfind(s, 0, c, " : ") >= 0) Py_RETURN_NOTIMPLEMENTED;
    Py_ssize_t a = c + 3, b = n;
    while (b > a && is_strip((unsigned char)s[b - 1])) b--;
    /* one ranked tensor type and nothing else (no attribute dictionary, no function type) */
    if (b - a < 8 || strncmp(s + a, "tensor<", 7) != 0 || s[b - 1] != '>') Py_RETURN_NOTIMPLEMENTED;
    for (Py_ssize_t q = a; q < b; q++)
        if (s[q] == ' ' || s[q] == '{' || s[q] == '(' || s[q] == ',') Py_RETURN_NOTIMPLEMENTED;
    return substr(s, a, b);
}

/* linalg._body_nest's bytes for one gather: min(the source's elements, iterations) times its element's bytes, 0
   when the source is not a shaped type with a static shape. */
static PyObject *gather_bytes(PyObject *type, PyObject *iterations, PyObject *shaped_fn, PyObject *ebytes_fn) {
    PyObject *sh = PyObject_CallOneArg(shaped_fn, type);
    if (!sh) return NULL;
    if (sh == Py_None) {
        Py_DECREF(sh);
        return PyLong_FromLong(0);
    }
    if (!PyTuple_Check(sh) || PyTuple_GET_SIZE(sh) != 3 || !PyTuple_Check(PyTuple_GET_ITEM(sh, 1))) {
        Py_DECREF(sh);
        PyErr_SetString(PyExc_TypeError, "nest_body: shaped must give (kind, shape, element) or None");
        return NULL;
    }
    PyObject *shape = PyTuple_GET_ITEM(sh, 1), *numel = PyLong_FromLong(1), *out = NULL;
    for (Py_ssize_t i = 0; numel && i < PyTuple_GET_SIZE(shape); i++) {
        PyObject *dim = PyTuple_GET_ITEM(shape, i);
        if (dim == Py_None) { /* dynamic: no bytes */
            Py_DECREF(numel);
            Py_DECREF(sh);
            return PyLong_FromLong(0);
        }
        Py_SETREF(numel, PyNumber_Multiply(numel, dim));
    }
    if (numel) {
        int less = PyObject_RichCompareBool(numel, iterations, Py_LT);
        PyObject *eb = less < 0 ? NULL : PyObject_CallOneArg(ebytes_fn, PyTuple_GET_ITEM(sh, 2));
        if (eb) out = PyNumber_Multiply(less ? numel : iterations, eb);
        Py_XDECREF(eb);
    }
    Py_XDECREF(numel);
    Py_DECREF(sh);
    return out;
}

/* nest_body's work, its arguments checked for type (name and text str, info a list, head a tuple). With texts (the
   ops' texts, a list), shaped and element_bytes, a body that gathers is read too: each tensor.extract in custom form
   adds min(its source's elements, the iterations) times the element's bytes, as linalg._body_nest adds them. */
static PyObject *body_of(PyObject *cls, PyObject *name, PyObject *text, PyObject *info, Py_ssize_t k, Py_ssize_t end,
                         int in_regions, PyObject *head, PyObject *named, PyObject *elementwise, PyObject *non_compute,
                         PyObject *texts, PyObject *shaped_fn, PyObject *ebytes_fn) {
    if (PyTuple_GET_SIZE(head) != 9 || !PyTuple_Check(PyTuple_GET_ITEM(head, 4)) ||
        !PyTuple_Check(PyTuple_GET_ITEM(head, 3)) || !PyUnicode_IS_ASCII(name) || !PyUnicode_IS_ASCII(text) ||
        PyUnicode_GET_LENGTH(name) < 7 || !PyType_Check(cls))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *iters = PyTuple_GET_ITEM(head, 4), *maps = PyTuple_GET_ITEM(head, 3);
    PyObject *shortu = NULL, *body = NULL, *out = NULL, *d = NULL, *cat = NULL, *flops = NULL, *per = NULL;
    PyObject *nbytes = NULL, *extract_types = NULL;
    if (texts && shaped_fn && ebytes_fn && PyList_Check(texts) && !(extract_types = PyList_New(0))) return NULL;
    shortu = PyUnicode_Substring(name, 7, PyUnicode_GET_LENGTH(name));
    body = PyList_New(0);
    if (!shortu || !body) goto done;
    const char *t = (const char *)PyUnicode_DATA(text);
    Py_ssize_t tn = PyUnicode_GET_LENGTH(text), sa, sb;
    int use_short = 1;
    if (end >= 0) {
        if (end > PyList_GET_SIZE(info) || k + 1 > end) {
            out = Py_NewRef(Py_NotImplemented);
            goto done;
        }
        for (Py_ssize_t j = k + 1; j < end; j++) {
            PyObject *inf = PyList_GET_ITEM(info, j);
            if (!PyTuple_Check(inf) || PyTuple_GET_SIZE(inf) < 1 || !PyUnicode_Check(PyTuple_GET_ITEM(inf, 0))) {
                out = Py_NewRef(Py_NotImplemented);
                goto done;
            }
            PyObject *b = PyTuple_GET_ITEM(inf, 0);
            if (eq(b, "tensor.extract")) { /* gathers: their bytes come from the extracts' own types */
                if (!extract_types) {
                    out = Py_NewRef(Py_NotImplemented);
                    goto done;
                }
                PyObject *src = gather_source(info, texts, j);
                if (!src) goto done;
                if (src == Py_NotImplemented) {
                    out = src;
                    goto done;
                }
                int rc = PyList_Append(extract_types, src);
                Py_DECREF(src);
                if (rc < 0) goto done;
                continue;
            }
            int nc = PySequence_Contains(non_compute, b);
            if (nc < 0) goto done;
            if (!nc && (starts(b, "arith.") || starts(b, "math.")) && PyList_Append(body, b) < 0) goto done;
        }
        use_short = !in_regions;
    }
    if (use_short && short_body(t, tn, &sa, &sb)) {
        PyObject *g = substr(t, sa, sb);
        if (!g) goto done;
        int nc = PySequence_Contains(non_compute, g);
        if (nc < 0) {
            Py_DECREF(g);
            goto done;
        }
        Py_SETREF(body, PyList_New(0));
        if (!body || (!nc && PyList_Append(body, g) < 0)) {
            Py_DECREF(g);
            goto done;
        }
        Py_DECREF(g);
    }
    long per_point;
    int in_named = PySequence_Contains(named, shortu), in_ew;
    if (in_named < 0) goto done;
    if (in_named)
        per_point = starts(shortu, "pooling_") ? 1 : 2;
    else if ((in_ew = PySequence_Contains(elementwise, shortu)) != 0) {
        if (in_ew < 0) goto done;
        per_point = 1;
    } else if (eq(shortu, "fill") || eq(shortu, "copy") || eq(shortu, "transpose") || eq(shortu, "broadcast"))
        per_point = 0;
    else if (eq(shortu, "softmax"))
        per_point = 5;
    else if (eq(shortu, "contract"))
        per_point = 2;
    else
        per_point = (long)PyList_GET_SIZE(body);
    per = PyLong_FromLong(per_point);
    if (!per) goto done;
    int is_static = PyObject_IsTrue(PyTuple_GET_ITEM(head, 7));
    if (is_static < 0) goto done;
    flops = is_static ? PyNumber_Multiply(per, PyTuple_GET_ITEM(head, 6)) : PyLong_FromLong(0);
    if (!flops) goto done;
    cat = nest_category(shortu, iters, maps, body, elementwise);
    if (!cat) goto done;
    nbytes = Py_NewRef(PyTuple_GET_ITEM(head, 8));
    Py_ssize_t gathers = extract_types ? PyList_GET_SIZE(extract_types) : 0;
    for (Py_ssize_t g = 0; g < gathers; g++) {
        PyObject *add = gather_bytes(PyList_GET_ITEM(extract_types, g), PyTuple_GET_ITEM(head, 6), shaped_fn,
                                     ebytes_fn);
        if (!add) goto done;
        Py_SETREF(nbytes, PyNumber_Add(nbytes, add));
        Py_DECREF(add);
        if (!nbytes) goto done;
    }
    Py_ssize_t ni = PyTuple_GET_SIZE(iters), par = 0;
    for (Py_ssize_t i = 0; i < ni; i++) {
        int same = PyObject_RichCompareBool(PyTuple_GET_ITEM(iters, i), S_PARALLEL, Py_EQ);
        if (same < 0) goto done;
        par += same;
    }
    d = PyDict_New();
    if (!d) goto done;
    {
        PyObject *values[14] = {Py_NewRef(name), Py_NewRef(cat), Py_NewRef(iters), Py_NewRef(PyTuple_GET_ITEM(head, 5)),
                                Py_NewRef(maps), Py_NewRef(PyTuple_GET_ITEM(head, 2)), Py_NewRef(PyTuple_GET_ITEM(head, 0)),
                                Py_NewRef(PyTuple_GET_ITEM(head, 1)), Py_NewRef(per), Py_NewRef(flops),
                                Py_NewRef(nbytes), PyLong_FromSsize_t(gathers), PyLong_FromSsize_t(par),
                                PyLong_FromSsize_t(ni - par)};
        int bad = 0;
        for (int i = 0; i < 14; i++) {
            if (!bad && (!values[i] || PyDict_SetItem(d, NEST_KEYS[i], values[i]) < 0)) bad = 1;
            Py_XDECREF(values[i]);
        }
        if (bad) goto done;
    }
    /* object.__new__(cls) with the dict set as object.__setattr__ sets it (the frozen class refuses setattr) */
    out = PyBaseObject_Type.tp_new((PyTypeObject *)cls, EMPTY_TUPLE, NULL);
    if (out && PyObject_GenericSetAttr(out, S_DICT, d) < 0) Py_CLEAR(out);
done:
    Py_XDECREF(shortu);
    Py_XDECREF(body);
    Py_XDECREF(d);
    Py_XDECREF(cat);
    Py_XDECREF(flops);
    Py_XDECREF(per);
    Py_XDECREF(nbytes);
    Py_XDECREF(extract_types);
    return out;
}


/* Counts of ( ) { } [ ] newline and '"' in s[:n], per block of 240 bytes (as count_char) in 8-bit counters, which
   the compiler turns into vector compares. */
__attribute__((optimize("O3"))) static void bracket_counts(const unsigned char *s, Py_ssize_t n, long long *cnt) {
    for (Py_ssize_t i = 0; i < n;) {
        Py_ssize_t e = n - i < 240 ? n : i + 240;
        unsigned char c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0;
        for (; i < e; i++) {
            unsigned char ch = s[i];
            c0 += ch == '(';
            c1 += ch == ')';
            c2 += ch == '{';
            c3 += ch == '}';
            c4 += ch == '[';
            c5 += ch == ']';
            c6 += ch == '\n';
            c7 += ch == '"';
        }
        cnt[0] += c0, cnt[1] += c1, cnt[2] += c2, cnt[3] += c3, cnt[4] += c4, cnt[5] += c5, cnt[6] += c6, cnt[7] += c7;
    }
}

/* bracket_counts of the last text counted, kept with a reference to it: the reader asks for the brackets
   (`balanced`) and then the lines and quotes (`line_quote_counts`) of the same text, and a str never changes. */
static PyObject *COUNTED_TEXT;
static long long COUNTED[8];

static const long long *text_counts(PyObject *text) {
    if (text != COUNTED_TEXT) {
        memset(COUNTED, 0, sizeof COUNTED);
        bracket_counts((const unsigned char *)PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text), COUNTED);
        Py_XSETREF(COUNTED_TEXT, Py_NewRef(text));
    }
    return COUNTED;
}

/* lexer._error_at_imbalance's first test: whether an ASCII text has as many '(' as ')', '{' as '}', '[' as ']'
   (strings not told apart); None for other text. */
static PyObject *balanced(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "balanced expects a str");
        return NULL;
    }
    if (!PyUnicode_IS_ASCII(arg)) Py_RETURN_NONE;
    const long long *cnt = text_counts(arg);
    return PyBool_FromLong(cnt[0] == cnt[1] && cnt[2] == cnt[3] && cnt[4] == cnt[5]);
}

/* (text.count("\n"), text.count('"')) of an ASCII text in one pass; None for other text. */
static PyObject *line_quote_counts(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "line_quote_counts expects a str");
        return NULL;
    }
    if (!PyUnicode_IS_ASCII(arg)) Py_RETURN_NONE;
    const long long *cnt = text_counts(arg);
    return Py_BuildValue("(LL)", cnt[6], cnt[7]);
}


/* vector._nest_totals: the sums over distinct loop nests, entries [nest, count, op index]; returns (parallel,
   reduction, all-parallel ops, maps, permutations, projected, compound, transposed, dynamic loops, trip max,
   trip min or None, iterations, flops, bytes, gathers, {element type: operands}), each weighted by count, then the
   position of the dominant entry (most flops, then iterations, then the first op; -1 if none). */
static PyObject *S_NUM_PARALLEL, *S_NUM_REDUCTION, *S_MAPS, *S_TRIPS, *S_FLOPS, *S_BYTES, *S_GATHERS, *S_ELEMENT_TYPES,
    *S_IS_PERMUTATION, *S_IS_PROJECTED, *S_IS_TRANSPOSED;

static int attr_true(PyObject *o, PyObject *name) {
    PyObject *v = PyObject_GetAttr(o, name);
    if (!v) return -1;
    int r = PyObject_IsTrue(v);
    Py_DECREF(v);
    return r;
}

static int add_into(PyObject **acc, PyObject *value, PyObject *cnt) { /* *acc += value * cnt */
    PyObject *prod = PyNumber_Multiply(value, cnt);
    if (!prod) return -1;
    Py_SETREF(*acc, PyNumber_Add(*acc, prod));
    Py_DECREF(prod);
    return *acc ? 0 : -1;
}

/* an int attribute of a nest; -1 with an error set on failure */
static long long nest_int(PyObject *n, PyObject *name) {
    PyObject *v = PyObject_GetAttr(n, name);
    long long x = v ? PyLong_AsLongLong(v) : -1;
    Py_XDECREF(v);
    return x;
}

/* is (flops, its, -k) above the best key so far (best_flops, best_its, -best_k)? -1 on error */
static int dominates(PyObject *flops, PyObject *its, long long k, PyObject *best_flops, PyObject *best_its,
                     long long best_k) {
    if (!best_flops) return 1;
    int gt = PyObject_RichCompareBool(flops, best_flops, Py_GT);
    if (gt) return gt;
    int eq = PyObject_RichCompareBool(flops, best_flops, Py_EQ);
    if (eq <= 0) return eq;
    gt = PyObject_RichCompareBool(its, best_its, Py_GT);
    if (gt) return gt;
    eq = PyObject_RichCompareBool(its, best_its, Py_EQ);
    if (eq <= 0) return eq;
    return k < best_k;
}

static PyObject *nest_totals(PyObject *self, PyObject *arg) {
    PyObject *seq = PySequence_Fast(arg, "nest_totals expects a list of [nest, count, index]");
    if (!seq) return NULL;
    long long par = 0, red = 0, all_par = 0, n_maps = 0, perm = 0, proj = 0, comp = 0, transp = 0, dyn = 0;
    PyObject *trip_max = PyLong_FromLong(0), *trip_min = Py_NewRef(Py_None), *iterations = PyLong_FromLong(0);
    PyObject *flops = PyLong_FromLong(0), *nbytes = PyLong_FromLong(0), *gathers = PyLong_FromLong(0);
    PyObject *elems = PyDict_New(), *out = NULL, *one = PyLong_FromLong(1);
    PyObject *best_flops = NULL, *best_its = NULL; /* the dominant entry's key: (flops, iterations, -index) */
    long long best_k = 0;
    Py_ssize_t dom = -1;
    if (!trip_max || !iterations || !flops || !nbytes || !gathers || !elems || !one) goto done;
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(seq); i++) {
        PyObject *e = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyList_Check(e) || PyList_GET_SIZE(e) < 3) {
            PyErr_SetString(PyExc_TypeError, "nest_totals expects a list of [nest, count, index]");
            goto done;
        }
        PyObject *n = PyList_GET_ITEM(e, 0), *cnto = PyList_GET_ITEM(e, 1);
        long long cnt = PyLong_AsLongLong(cnto), k = PyLong_AsLongLong(PyList_GET_ITEM(e, 2));
        if (PyErr_Occurred()) goto done;
        long long np_ = nest_int(n, S_NUM_PARALLEL);
        if (np_ == -1 && PyErr_Occurred()) goto done;
        long long nr = nest_int(n, S_NUM_REDUCTION);
        if (nr == -1 && PyErr_Occurred()) goto done;
        par += np_ * cnt;
        red += nr * cnt;
        if (nr == 0) all_par += cnt;
        PyObject *maps = PyObject_GetAttr(n, S_MAPS);
        if (!maps) goto done;
        PyObject *mseq = PySequence_Fast(maps, "maps");
        Py_DECREF(maps);
        if (!mseq) goto done;
        for (Py_ssize_t j = 0; j < PySequence_Fast_GET_SIZE(mseq); j++) {
            PyObject *m = PySequence_Fast_GET_ITEM(mseq, j);
            n_maps += cnt;
            int a = attr_true(m, S_IS_PERMUTATION), b = a == 0 ? attr_true(m, S_IS_PROJECTED) : 0;
            int c = attr_true(m, S_IS_COMPOUND), d = attr_true(m, S_IS_TRANSPOSED);
            if (a < 0 || b < 0 || c < 0 || d < 0) {
                Py_DECREF(mseq);
                goto done;
            }
            if (a) perm += cnt;
            else if (b) proj += cnt;
            if (c) comp += cnt;
            if (d) transp += cnt;
        }
        Py_DECREF(mseq);
        PyObject *trips = PyObject_GetAttr(n, S_TRIPS);
        if (!trips) goto done;
        PyObject *tseq = PySequence_Fast(trips, "trips");
        Py_DECREF(trips);
        if (!tseq) goto done;
        PyObject *its = Py_NewRef(one); /* LoopNest.iterations: dynamic (and zero) trips count 1 */
        int bad = 0;
        for (Py_ssize_t j = 0; j < PySequence_Fast_GET_SIZE(tseq) && !bad; j++) {
            PyObject *t = PySequence_Fast_GET_ITEM(tseq, j);
            if (t == Py_None) {
                dyn += cnt;
                continue;
            }
            int gt = PyObject_RichCompareBool(t, trip_max, Py_GT);
            if (gt < 0) { bad = 1; break; }
            if (gt) Py_SETREF(trip_max, Py_NewRef(t));
            int lt = trip_min == Py_None ? 1 : PyObject_RichCompareBool(t, trip_min, Py_LT);
            if (lt < 0) { bad = 1; break; }
            if (lt) Py_SETREF(trip_min, Py_NewRef(t));
            int truth = PyObject_IsTrue(t);
            if (truth < 0) { bad = 1; break; }
            if (truth) {
                Py_SETREF(its, PyNumber_Multiply(its, t));
                if (!its) bad = 1;
            }
        }
        Py_DECREF(tseq);
        if (bad || add_into(&iterations, its, cnto) < 0) {
            Py_XDECREF(its);
            goto done;
        }
        PyObject *names[3] = {S_FLOPS, S_BYTES, S_GATHERS};
        PyObject **accs[3] = {&flops, &nbytes, &gathers};
        for (int q = 0; q < 3; q++) {
            PyObject *val = PyObject_GetAttr(n, names[q]);
            int rc = val ? add_into(accs[q], val, cnto) : -1;
            int above = rc < 0 || q ? 0 : dominates(val, its, k, best_flops, best_its, best_k);
            if (above > 0) {
                Py_XSETREF(best_flops, Py_NewRef(val));
                Py_XSETREF(best_its, Py_NewRef(its));
                best_k = k;
                dom = i;
            }
            Py_XDECREF(val);
            if (rc < 0 || above < 0) {
                Py_DECREF(its);
                goto done;
            }
        }
        Py_DECREF(its);
        PyObject *elts = PyObject_GetAttr(n, S_ELEMENT_TYPES);
        if (!elts) goto done;
        PyObject *eseq = PySequence_Fast(elts, "element_types");
        Py_DECREF(elts);
        if (!eseq) goto done;
        for (Py_ssize_t j = 0; j < PySequence_Fast_GET_SIZE(eseq); j++) {
            PyObject *t = PySequence_Fast_GET_ITEM(eseq, j);
            PyObject *old = PyDict_GetItemWithError(elems, t);
            PyObject *nv = old ? PyNumber_Add(old, cnto) : PyErr_Occurred() ? NULL : Py_NewRef(cnto);
            if (!nv || PyDict_SetItem(elems, t, nv) < 0) {
                Py_XDECREF(nv);
                Py_DECREF(eseq);
                goto done;
            }
            Py_DECREF(nv);
        }
        Py_DECREF(eseq);
    }
    out = Py_BuildValue("(LLLLLLLLLOOOOOOOn)", par, red, all_par, n_maps, perm, proj, comp, transp, dyn, trip_max,
                        trip_min, iterations, flops, nbytes, gathers, elems, dom);
done:
    Py_DECREF(seq);
    Py_XDECREF(best_flops);
    Py_XDECREF(best_its);
    Py_XDECREF(trip_max);
    Py_XDECREF(trip_min);
    Py_XDECREF(iterations);
    Py_XDECREF(flops);
    Py_XDECREF(nbytes);
    Py_XDECREF(gathers);
    Py_XDECREF(elems);
    Py_XDECREF(one);
    return out;
}


/* vector._syntax_stats: the syntax group's structure counts over the visible ops (all but `hidden`); None where a
   column is not what the reader makes (the Python code then decides). */
static PyObject *syntax_stats(PyObject *self, PyObject *args) {
    PyObject *blocks, *block_size, *hidden, *block_of, *depths, *nops, *res;
    Py_ssize_t num_ops;
    if (!PyArg_ParseTuple(args, "O!O!nO!O!O!O!O!", &PyList_Type, &blocks, &PyList_Type, &block_size, &num_ops,
                          &PyList_Type, &hidden, &PyList_Type, &block_of, &PyList_Type, &depths, &PyList_Type, &nops,
                          &PyList_Type, &res))
        return NULL;
    Py_ssize_t nb = PyList_GET_SIZE(blocks), nbs = PyList_GET_SIZE(block_size), nd = PyList_GET_SIZE(depths);
    Py_ssize_t no = PyList_GET_SIZE(nops), nh = PyList_GET_SIZE(hidden);
    if (PyList_GET_SIZE(res) != no || PyList_GET_SIZE(block_of) != no || num_ops != no) Py_RETURN_NONE;
    long long *per_block = PyMem_Calloc(nbs + 2, sizeof(long long));
    char *is_hidden = PyMem_Calloc(no + 1, 1);
    PyObject *out = NULL;
    if (!per_block || !is_hidden) {
        PyErr_NoMemory();
        goto done;
    }
    long long n_blocks = 0, top = num_ops;
    for (Py_ssize_t b = 0; b < nb; b++) {
        PyObject *row = PyList_GET_ITEM(blocks, b);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) < 8) {
            out = Py_NewRef(Py_None);
            goto done;
        }
        int implicit = PyObject_IsTrue(PyTuple_GET_ITEM(row, 7));
        if (implicit < 0) goto done;
        n_blocks += !implicit;
    }
    for (Py_ssize_t b = 0; b < nbs; b++) { /* per block, then the top level */
        per_block[b] = PyLong_AsLongLong(PyList_GET_ITEM(block_size, b));
        top -= per_block[b];
    }
    per_block[nbs] = top;
    long long few[3] = {0, 0, 0};
    for (Py_ssize_t k = 0; k < no; k++) {
        long x = PyLong_AsLong(PyList_GET_ITEM(nops, k));
        if (x >= 0 && x < 3) few[x]++;
    }
    if (PyErr_Occurred()) goto done;
    for (Py_ssize_t h = 0; h < nh; h++) {
        Py_ssize_t k = PyLong_AsSsize_t(PyList_GET_ITEM(hidden, h));
        if (k == -1 && PyErr_Occurred()) goto done;
        if (k < 0 || k >= no) {
            out = Py_NewRef(Py_None);
            goto done;
        }
        is_hidden[k] = 1;
        Py_ssize_t b = PyLong_AsSsize_t(PyList_GET_ITEM(block_of, k));
        long x = PyLong_AsLong(PyList_GET_ITEM(nops, k));
        if (PyErr_Occurred()) goto done;
        if (b < -1 || b >= nbs) { /* list indexing: -1 is the top level */
            out = Py_NewRef(Py_None);
            goto done;
        }
        per_block[b < 0 ? nbs : b]--;
        if (x >= 0 && x < 3) few[x]--;
    }
    long long max_depth = 0, depth_sum = 0;
    int any = 0;
    for (Py_ssize_t b = 0; b < nd && b <= nbs; b++) {
        long long d = PyLong_AsLongLong(PyList_GET_ITEM(depths, b));
        if (d == -1 && PyErr_Occurred()) goto done;
        depth_sum += d * per_block[b];
        if (per_block[b] && (!any || d > max_depth)) {
            max_depth = d;
            any = 1;
        }
    }
    long long none = 0, colons = 0, marked = 0;
    int comma = 0;
    for (Py_ssize_t k = 0; k < no; k++) {
        if (is_hidden[k]) continue;
        PyObject *r = PyList_GET_ITEM(res, k);
        if (!PyUnicode_Check(r) || !PyUnicode_IS_ASCII(r)) {
            out = Py_NewRef(Py_None);
            goto done;
        }
        const char *t = (const char *)PyUnicode_DATA(r);
        Py_ssize_t len = PyUnicode_GET_LENGTH(r);
        if (!len) {
            none++;
            continue;
        }
        int has_colon = 0, has_comma = 0;
        for (Py_ssize_t i = 0; i < len; i++) {
            if (t[i] == ':') {
                colons++;
                has_colon = 1;
            } else if (t[i] == ',') {
                has_comma = 1;
            }
        }
        comma |= has_comma;
        marked += has_colon || has_comma;
    }
    /* mlir-opt prints several results as `%x:N`; `%a, %b` lists only appear in hand-written text */
    out = Py_BuildValue("(LLL[LLL]LL)", n_blocks, max_depth, depth_sum, few[0], few[1], few[2], none,
                        comma ? marked : colons);
done:
    PyMem_Free(per_block);
    PyMem_Free(is_hidden);
    return out;
}

/* vector._nest_summary: the distinct nests of ops `ks` (nests `nl`, told apart by identity) in order of first use,
   their totals (nest_totals), the fusable def-use edges (cons, poss, prod) and the longest producer chain. */
static PyObject *nest_summary(PyObject *self, PyObject *args) {
    PyObject *ks, *nl, *cons, *poss, *prod;
    if (!PyArg_ParseTuple(args, "O!O!O!O!O!", &PyList_Type, &ks, &PyList_Type, &nl, &PyList_Type, &cons, &PyList_Type,
                          &poss, &PyList_Type, &prod))
        return NULL;
    Py_ssize_t m = PyList_GET_SIZE(nl), ne = PyList_GET_SIZE(cons);
    if (PyList_GET_SIZE(ks) != m || PyList_GET_SIZE(poss) != ne || PyList_GET_SIZE(prod) != ne) {
        PyErr_SetString(PyExc_ValueError, "nest_summary: columns differ in length");
        return NULL;
    }
    Py_ssize_t cap = 16;
    while (cap < 2 * m) cap *= 2;
    PyObject **keys = PyMem_Calloc(cap, sizeof(PyObject *)); /* nest -> its entry, open addressing */
    Py_ssize_t *vals = PyMem_Malloc(cap * sizeof(Py_ssize_t)), *slots = PyMem_Malloc((m + 1) * sizeof(Py_ssize_t));
    long long *chain = PyMem_Malloc((m + 1) * sizeof(long long));
    PyObject *entries = PyList_New(0), *totals = NULL, *out = NULL;
    long long *inputs = NULL, *reductions = NULL, *count = NULL;
    if (!keys || !vals || !slots || !chain || !entries) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t p = 0; p < m; p++) {
        PyObject *n = PyList_GET_ITEM(nl, p);
        size_t h = ((size_t)n >> 4) & (size_t)(cap - 1);
        while (keys[h] && keys[h] != n) h = (h + 1) & (size_t)(cap - 1);
        if (!keys[h]) {
            PyObject *e = PyList_New(3);
            if (!e) goto done;
            PyList_SET_ITEM(e, 0, Py_NewRef(n));
            PyList_SET_ITEM(e, 1, Py_NewRef(Py_None)); /* the count, set below */
            PyList_SET_ITEM(e, 2, Py_NewRef(PyList_GET_ITEM(ks, p)));
            int rc = PyList_Append(entries, e);
            Py_DECREF(e);
            if (rc < 0) goto done;
            keys[h] = n;
            vals[h] = PyList_GET_SIZE(entries) - 1;
        }
        slots[p] = vals[h];
        chain[p] = 1;
    }
    Py_ssize_t nd = PyList_GET_SIZE(entries);
    inputs = PyMem_Malloc((nd + 1) * sizeof(long long));
    reductions = PyMem_Malloc((nd + 1) * sizeof(long long));
    count = PyMem_Calloc(nd + 1, sizeof(long long));
    if (!inputs || !reductions || !count) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t p = 0; p < m; p++) count[slots[p]]++;
    for (Py_ssize_t i = 0; i < nd; i++) {
        PyObject *c = PyLong_FromLongLong(count[i]);
        if (!c || PyList_SetItem(PyList_GET_ITEM(entries, i), 1, c) < 0) goto done;
    }
    totals = nest_totals(self, entries);
    if (!totals) goto done;
    for (Py_ssize_t i = 0; i < nd; i++) {
        PyObject *n = PyList_GET_ITEM(PyList_GET_ITEM(entries, i), 0);
        if ((inputs[i] = nest_int(n, NEST_KEYS[5])) == -1 && PyErr_Occurred()) goto done; /* num_inputs */
        if ((reductions[i] = nest_int(n, S_NUM_REDUCTION)) == -1 && PyErr_Occurred()) goto done;
    }
    long long fusable = 0, chain_max = 0;
    for (Py_ssize_t q = 0; q < ne; q++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(cons, q)), j = PyLong_AsSsize_t(PyList_GET_ITEM(prod, q));
        Py_ssize_t pos = PyLong_AsSsize_t(PyList_GET_ITEM(poss, q));
        if (PyErr_Occurred()) goto done;
        if (i < 0 || i >= m || j < 0 || j >= m) {
            PyErr_SetString(PyExc_IndexError, "nest_summary: def-use position out of range");
            goto done;
        }
        if (chain[j] >= chain[i]) chain[i] = chain[j] + 1; /* consumers in program order: chain[j] is final */
        /* elementwise fusion: an all-parallel producer read as an input through a projected permutation */
        if (pos < 0 || pos >= inputs[slots[i]] || reductions[slots[j]] != 0) continue;
        PyObject *maps = PyObject_GetAttr(PyList_GET_ITEM(nl, i), S_MAPS);
        PyObject *mp = maps ? PySequence_GetItem(maps, pos) : NULL;
        int proj = mp ? attr_true(mp, S_IS_PROJECTED) : -1;
        Py_XDECREF(maps);
        Py_XDECREF(mp);
        if (proj < 0) goto done;
        fusable += proj;
    }
    for (Py_ssize_t p = 0; p < m; p++)
        if (chain[p] > chain_max) chain_max = chain[p];
    out = Py_BuildValue("(OOLL)", totals, entries, fusable, chain_max);
done:
    PyMem_Free(keys);
    PyMem_Free(vals);
    PyMem_Free(slots);
    PyMem_Free(chain);
    PyMem_Free(inputs);
    PyMem_Free(reductions);
    PyMem_Free(count);
    Py_XDECREF(entries);
    Py_XDECREF(totals);
    return out;
}

/* reader._COMMENT.sub(lambda m: m.group(1) or "", text): every `//` comment up to the line end dropped, string
   literals ("...", backslash escapes, no newline inside) kept whole; None for non-ASCII text. A quote that opens no
   complete literal is kept as one character, and the scan goes on after it (as the regex does). */
static PyObject *strip_comments(PyObject *self, PyObject *arg) {
    if (!PyUnicode_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "strip_comments expects a str");
        return NULL;
    }
    if (!PyUnicode_IS_ASCII(arg)) Py_RETURN_NONE;
    const char *s = (const char *)PyUnicode_DATA(arg);
    Py_ssize_t n = PyUnicode_GET_LENGTH(arg);
    char *buf = PyMem_Malloc(n ? n : 1);
    if (!buf) return PyErr_NoMemory();
    Py_ssize_t o = 0, i = 0;
    Py_ssize_t quote = -1, slash = -1; /* the next '"' and '/' at or after i (n: none), found by memchr when passed */
    while (i < n) {
        /* copy up to the next quote or slash */
        if (quote < i) {
            const char *at = memchr(s + i, '"', n - i);
            quote = at ? at - s : n;
        }
        if (slash < i) {
            const char *at = memchr(s + i, '/', n - i);
            slash = at ? at - s : n;
        }
        Py_ssize_t j = quote < slash ? quote : slash;
        memcpy(buf + o, s + i, j - i);
        o += j - i;
        i = j;
        if (i >= n) break;
        if (s[i] == '"') {
            Py_ssize_t q = i + 1;
            int closed = 0;
            while (q < n) {
                char c = s[q];
                if (c == '"') {
                    closed = 1;
                    break;
                }
                if (c == '\n') break;
                if (c == '\\') {
                    if (q + 1 >= n || s[q + 1] == '\n') break;
                    q += 2;
                    continue;
                }
                q++;
            }
            if (closed) { /* the literal, quotes included */
                memcpy(buf + o, s + i, q + 1 - i);
                o += q + 1 - i;
                i = q + 1;
            } else {
                buf[o++] = '"';
                i++;
            }
        } else if (i + 1 < n && s[i + 1] == '/') { /* a comment: up to the newline, which stays */
            Py_ssize_t q = i + 2;
            const char *nl = memchr(s + q, '\n', n - q);
            i = nl ? nl - s : n;
        } else {
            buf[o++] = '/';
            i++;
        }
    }
    PyObject *out = PyUnicode_New(o, 127);
    if (out) memcpy(PyUnicode_DATA(out), buf, o);
    PyMem_Free(buf);
    return out;
}


/* A dimension of a template's sentinel nest for an op whose dimensions are `nums` (nests._picker): a sentinel
   (>= 10**15) stands for nums[d - 10**15]. NULL with no error set: the Python code decides. */
static PyObject *pick_dim(PyObject *d, PyObject *nums) {
    if (d == Py_None) return Py_NewRef(d);
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(d, &overflow);
    if (v == -1 && PyErr_Occurred()) return NULL;
    if (overflow || v < 1000000000000000LL) return overflow > 0 ? NULL : Py_NewRef(d);
    long long i = v - 1000000000000000LL;
    if (i >= PyTuple_GET_SIZE(nums)) return NULL;
    return Py_NewRef(PyTuple_GET_ITEM(nums, i));
}

static PyObject *pick_dims(PyObject *dims, PyObject *nums) {
    if (!PyTuple_Check(dims)) return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(dims);
    PyObject *out = PyTuple_New(n);
    if (!out) return NULL;
    for (Py_ssize_t j = 0; j < n; j++) {
        PyObject *v = pick_dim(PyTuple_GET_ITEM(dims, j), nums);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, j, v);
    }
    return out;
}

static PyObject *S_OPERAND_TYPES, *S_OPS_PER_POINT;

/* nests._instantiate's last part: the LoopNest of an op with dimensions `nums` from its template's sentinel nest
   (its static flag, (operand, element bytes) of the statically sized operands, and attributes `base`);
   NotImplemented where the Python code decides. */
static PyObject *nest_instance(PyObject *self, PyObject *args) {
    PyObject *cls, *shaped_cls, *n, *nums, *sized, *base;
    int is_static;
    if (!PyArg_ParseTuple(args, "OOOO!pO!O!", &cls, &shaped_cls, &n, &PyTuple_Type, &nums, &is_static, &PyTuple_Type,
                          &sized, &PyDict_Type, &base))
        return NULL;
    return instance_of(cls, shaped_cls, n, nums, is_static, sized, base);
}

/* nest_instance's work, its arguments checked for type (nums and sized tuples, base a dict) */
static PyObject *instance_of(PyObject *cls, PyObject *shaped_cls, PyObject *n, PyObject *nums, int is_static,
                             PyObject *sized, PyObject *base) {
    if (!PyType_Check(cls) || !PyType_Check(shaped_cls) || !PyType_IsSubtype((PyTypeObject *)shaped_cls, &PyTuple_Type))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *ops = PyObject_GetAttr(n, S_OPERAND_TYPES), *trips0 = ops ? PyObject_GetAttr(n, S_TRIPS) : NULL;
    PyObject *per = trips0 ? PyObject_GetAttr(n, S_OPS_PER_POINT) : NULL;
    PyObject *st = NULL, *trips = NULL, *values = NULL, *flops = NULL, *nbytes = NULL, *out = NULL;
    if (!per) goto done;
    if (!PyTuple_Check(ops) || !PyTuple_Check(trips0)) goto back;
    Py_ssize_t no = PyTuple_GET_SIZE(ops);
    st = PyTuple_New(no);
    if (!st) goto done;
    for (Py_ssize_t i = 0; i < no; i++) {
        PyObject *s = PyTuple_GET_ITEM(ops, i), *item;
        if (s == Py_None) {
            item = Py_NewRef(Py_None);
        } else {
            if (!PyTuple_Check(s) || PyTuple_GET_SIZE(s) != 3) goto back;
            PyObject *shape = pick_dims(PyTuple_GET_ITEM(s, 1), nums);
            if (!shape) goto back_or_error;
            PyObject *triple = PyTuple_Pack(3, PyTuple_GET_ITEM(s, 0), shape, PyTuple_GET_ITEM(s, 2));
            Py_DECREF(shape);
            PyObject *targs = triple ? PyTuple_Pack(1, triple) : NULL;
            Py_XDECREF(triple);
            item = targs ? PyTuple_Type.tp_new((PyTypeObject *)shaped_cls, targs, NULL) : NULL; /* tuple.__new__ */
            Py_XDECREF(targs);
            if (!item) goto done;
        }
        PyTuple_SET_ITEM(st, i, item);
    }
    trips = pick_dims(trips0, nums);
    if (!trips) goto back_or_error;
    if (is_static) {
        PyObject *p = PyLong_FromLong(1);
        for (Py_ssize_t j = 0; p && j < PyTuple_GET_SIZE(trips); j++)
            Py_SETREF(p, PyNumber_Multiply(p, PyTuple_GET_ITEM(trips, j)));
        flops = p ? PyNumber_Multiply(per, p) : NULL;
        Py_XDECREF(p);
    } else {
        flops = PyLong_FromLong(0);
    }
    nbytes = PyLong_FromLong(0);
    if (!flops || !nbytes) goto done;
    for (Py_ssize_t q = 0; q < PyTuple_GET_SIZE(sized); q++) {
        PyObject *pair = PyTuple_GET_ITEM(sized, q);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) goto back;
        Py_ssize_t i = PyLong_AsSsize_t(PyTuple_GET_ITEM(pair, 0));
        if (i == -1 && PyErr_Occurred()) goto done;
        if (i < 0 || i >= no || PyTuple_GET_ITEM(st, i) == Py_None) goto back;
        PyObject *shape = PyTuple_GET_ITEM(PyTuple_GET_ITEM(st, i), 1);
        PyObject *p = PyLong_FromLong(1);
        for (Py_ssize_t j = 0; p && j < PyTuple_GET_SIZE(shape); j++)
            Py_SETREF(p, PyNumber_Multiply(p, PyTuple_GET_ITEM(shape, j)));
        PyObject *b = p ? PyNumber_Multiply(p, PyTuple_GET_ITEM(pair, 1)) : NULL;
        Py_XDECREF(p);
        if (!b) goto done;
        Py_SETREF(nbytes, PyNumber_Add(nbytes, b));
        Py_DECREF(b);
        if (!nbytes) goto done;
    }
    values = PyDict_Copy(base);
    if (!values || PyDict_SetItem(values, NEST_KEYS[6], st) < 0 || PyDict_SetItem(values, NEST_KEYS[3], trips) < 0 ||
        PyDict_SetItem(values, NEST_KEYS[9], flops) < 0 || PyDict_SetItem(values, NEST_KEYS[10], nbytes) < 0)
        goto done;
    out = PyBaseObject_Type.tp_new((PyTypeObject *)cls, EMPTY_TUPLE, NULL);
    if (out && PyObject_GenericSetAttr(out, S_DICT, values) < 0) Py_CLEAR(out);
    goto done;
back_or_error:
    if (PyErr_Occurred()) goto done;
back:
    out = Py_NewRef(Py_NotImplemented);
done:
    Py_XDECREF(ops);
    Py_XDECREF(trips0);
    Py_XDECREF(per);
    Py_XDECREF(st);
    Py_XDECREF(trips);
    Py_XDECREF(values);
    Py_XDECREF(flops);
    Py_XDECREF(nbytes);
    return out;
}


/* graph._log2p of a Python int; -1.0 with no error: not an exact int the C code reads (the Python code decides) */
static double log2p_obj(PyObject *x) {
    if (!PyLong_CheckExact(x)) return -1.0;
    int sign = _PyLong_Sign(x);
    if (sign <= 0) return 0.0;
    double d = PyLong_AsDouble(x);
    if (d == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        return -1.0;
    }
    return log2(1.0 + d);
}

static PyObject *S_ITERATORS;

/* graph._compute_nest_stats' row (the values of graph._LOOP_COLUMNS) of a loop nest; NotImplemented where the
   Python code decides (values that are not machine-sized ints). */
static PyObject *nest_row(PyObject *self, PyObject *nest) {
    PyObject *flops = PyObject_GetAttr(nest, S_FLOPS), *nbytes = flops ? PyObject_GetAttr(nest, S_BYTES) : NULL;
    PyObject *trips = nbytes ? PyObject_GetAttr(nest, S_TRIPS) : NULL;
    PyObject *iters = trips ? PyObject_GetAttr(nest, S_ITERATORS) : NULL;
    PyObject *npar = iters ? PyObject_GetAttr(nest, S_NUM_PARALLEL) : NULL;
    PyObject *nred = npar ? PyObject_GetAttr(nest, S_NUM_REDUCTION) : NULL;
    PyObject *its = NULL, *out = NULL;
    if (!nred) goto done;
    if (!PyTuple_Check(trips) || !PyTuple_Check(iters) || !PyLong_CheckExact(npar) || !PyLong_CheckExact(nred)) goto back;
    its = PyLong_FromLong(1);
    long long g = 0;
    int gcd_ok = 1;
    for (Py_ssize_t j = 0; its && j < PyTuple_GET_SIZE(trips); j++) {
        PyObject *t = PyTuple_GET_ITEM(trips, j);
        if (t == Py_None) continue;
        if (!PyLong_CheckExact(t)) goto back;
        int truth = PyObject_IsTrue(t);
        if (truth < 0) goto done;
        if (truth) Py_SETREF(its, PyNumber_Multiply(its, t));
        if (j < PyTuple_GET_SIZE(iters)) { /* graph._pow2_divisor of the parallel trips above 1 */
            int par = PyObject_RichCompareBool(PyTuple_GET_ITEM(iters, j), S_PARALLEL, Py_EQ);
            if (par < 0) goto done;
            if (par) {
                int overflow = 0;
                long long v = PyLong_AsLongLongAndOverflow(t, &overflow);
                if (overflow) gcd_ok = 0;
                else if (v > 1) {
                    long long a = g, b = v;
                    while (b) {
                        long long r = a % b;
                        a = b;
                        b = r;
                    }
                    g = a;
                }
            }
        }
    }
    if (!its) goto done;
    if (!gcd_ok) goto back;
    double f = log2p_obj(flops), b = log2p_obj(nbytes), it = log2p_obj(its);
    if (f < 0 || b < 0 || it < 0) goto back;
    double pow2 = 0.0;
    if (g > 0) {
        int tz = __builtin_ctzll((unsigned long long)g);
        pow2 = tz < 6 ? tz : 6;
    }
    out = Py_BuildValue("(ddddddd)", f / 4.0, b / 4.0, (double)PyTuple_GET_SIZE(trips), PyLong_AsDouble(npar),
                        PyLong_AsDouble(nred), it / 4.0, pow2);
    goto done;
back:
    out = Py_NewRef(Py_NotImplemented);
done:
    Py_XDECREF(flops);
    Py_XDECREF(nbytes);
    Py_XDECREF(trips);
    Py_XDECREF(iters);
    Py_XDECREF(npar);
    Py_XDECREF(nred);
    Py_XDECREF(its);
    return out;
}


/* str.find(needle, start) of ASCII text by memchr on the needle's first character (fast when it is rare: '{' of
   "{-#", 'v' of "vector<"); NotImplemented when text or needle is not ASCII or the needle is empty. */
static PyObject *find(PyObject *self, PyObject *args) {
    PyObject *text, *needle;
    Py_ssize_t start = 0;
    if (!PyArg_ParseTuple(args, "UU|n", &text, &needle, &start)) return NULL;
    if (!PyUnicode_IS_ASCII(text) || !PyUnicode_IS_ASCII(needle) || PyUnicode_GET_LENGTH(needle) == 0 || start < 0)
        Py_RETURN_NOTIMPLEMENTED;
    const char *s = (const char *)PyUnicode_DATA(text), *p = (const char *)PyUnicode_DATA(needle);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), m = PyUnicode_GET_LENGTH(needle);
    for (Py_ssize_t i = start; i + m <= n;) {
        const char *c = memchr(s + i, p[0], n - m + 1 - i);
        if (!c) break;
        i = c - s;
        if (memcmp(c, p, m) == 0) return PyLong_FromSsize_t(i);
        i++;
    }
    return PyLong_FromLong(-1);
}


/* The indices of the texts holding the character ch (memchr each); None if a text is not an ASCII str. */
static PyObject *indices_with(PyObject *self, PyObject *args) {
    PyObject *texts;
    int ch;
    if (!PyArg_ParseTuple(args, "O!C", &PyList_Type, &texts, &ch)) return NULL;
    if (ch < 0 || ch > 127) Py_RETURN_NONE;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(texts); i++) {
        PyObject *t = PyList_GET_ITEM(texts, i);
        if (!PyUnicode_Check(t) || !PyUnicode_IS_ASCII(t)) {
            Py_DECREF(out);
            Py_RETURN_NONE;
        }
        if (memchr(PyUnicode_DATA(t), ch, PyUnicode_GET_LENGTH(t)) && list_append_ssize(out, i) < 0) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* [i for i, x in enumerate(items) if x in wanted] (what compress(range(n), map(wanted.__contains__, items)) gives).
   The answer for each distinct object is remembered by its address (the reader's columns share one str per
   name), so most items cost no set lookup. */
static PyObject *indices_in(PyObject *self, PyObject *args) {
    PyObject *items, *wanted;
    if (!PyArg_ParseTuple(args, "O!O", &PyList_Type, &items, &wanted)) return NULL;
    if (!PyAnySet_Check(wanted)) {
        PyErr_SetString(PyExc_TypeError, "indices_in expects a set or frozenset");
        return NULL;
    }
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    enum { MEMO = 128 };
    PyObject *memo_at[MEMO] = {NULL}; /* open addressing on the address, at most 3/4 full */
    signed char memo_in[MEMO];
    int used = 0;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(items); i++) {
        PyObject *x = PyList_GET_ITEM(items, i);
        size_t h = ((size_t)x >> 4) & (MEMO - 1);
        while (memo_at[h] && memo_at[h] != x) h = (h + 1) & (MEMO - 1);
        int in;
        if (memo_at[h]) {
            in = memo_in[h];
        } else {
            in = PySet_Contains(wanted, x);
            if (in >= 0 && used < MEMO * 3 / 4) {
                memo_at[h] = x;
                memo_in[h] = (signed char)in;
                used++;
            }
        }
        if (in < 0 || (in && list_append_ssize(out, i) < 0)) {
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* graph.dense_adjacency's matrix, written into adj (float32[n, n], C-contiguous, all zeros): every link (s, d) of
   links (int64[e, 2]) in both directions, self-links left out, duplicates once; each row divided by its neighbour
   count, as numpy's float32 division does (1.0f / count). False (nothing written) when a link is out of range or
   a buffer not of that form: the numpy code decides. */
static PyObject *adjacency(PyObject *self, PyObject *args) {
    PyObject *adj_o, *links_o;
    if (!PyArg_ParseTuple(args, "OO", &adj_o, &links_o)) return NULL;
    Py_buffer ab, lb = {0};
    if (PyObject_GetBuffer(adj_o, &ab, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_ND) < 0) return NULL;
    PyObject *result = NULL;
    int *deg = NULL;
    int ok = ab.ndim == 2 && ab.shape[0] == ab.shape[1] && ab.itemsize == 4 && ab.format && strcmp(ab.format, "f") == 0;
    if (ok && PyObject_GetBuffer(links_o, &lb, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_ND) < 0) goto done;
    ok = ok && lb.ndim == 2 && lb.shape[1] == 2 && lb.itemsize == 8 && lb.format &&
         (strcmp(lb.format, "l") == 0 || strcmp(lb.format, "q") == 0);
    if (ok) {
        const Py_ssize_t n = ab.shape[0], e = lb.shape[0];
        float *a = (float *)ab.buf;
        const int64_t *l = (const int64_t *)lb.buf;
        for (Py_ssize_t k = 0; k < 2 * e && ok; k++) ok = l[k] >= 0 && l[k] < n;
        if (ok && !(deg = PyMem_Calloc(n ? n : 1, sizeof(int)))) {
            PyErr_NoMemory();
            goto done;
        }
        for (Py_ssize_t k = 0; k < e && ok; k++) {
            const int64_t s = l[2 * k], d = l[2 * k + 1];
            if (s == d) continue;
            if (a[d * n + s] == 0.0f) {
                a[d * n + s] = 1.0f;
                deg[d]++;
            }
            if (a[s * n + d] == 0.0f) {
                a[s * n + d] = 1.0f;
                deg[s]++;
            }
        }
        for (Py_ssize_t k = 0; k < e && ok; k++) {
            const int64_t s = l[2 * k], d = l[2 * k + 1];
            if (s == d) continue;
            a[d * n + s] = 1.0f / (float)deg[d];
            a[s * n + d] = 1.0f / (float)deg[s];
        }
    }
    result = ok ? Py_True : Py_False;
    Py_INCREF(result);
done:
    PyMem_Free(deg);
    if (lb.obj) PyBuffer_Release(&lb);
    PyBuffer_Release(&ab);
    return result;
}

/* A dict lookup keyed by the pair (id(a), id(b)), as the Python code writes it: *key gets the key (new ref). */
static PyObject *id_pair_get(PyObject *table, PyObject *a, PyObject *b, PyObject **key) {
    PyObject *ia = PyLong_FromVoidPtr(a), *ib = ia ? PyLong_FromVoidPtr(b) : NULL;
    *key = ib ? PyTuple_Pack(2, ia, ib) : NULL;
    Py_XDECREF(ia);
    Py_XDECREF(ib);
    if (!*key) return NULL;
    return PyDict_GetItemWithError(table, *key); /* borrowed; NULL without an error: missing */
}

/* env.facts._fed_by's loop (the Python code is the reference): per op of found (a list of (k, nest)), the interned
   tuple of its producers' labels, from the def-use pairs cons[i] <- prod[i]. labels: id(nest) -> (nest, label);
   label(nest) adds a missing one and returns it; extended: (id(tuple), id(label)) -> (tuple + (label,), tuple,
   label); empty: (). */
static PyObject *fed_by(PyObject *self, PyObject *args) {
    PyObject *found, *cons, *prod, *labels, *label, *extended, *empty;
    if (!PyArg_ParseTuple(args, "O!O!O!O!OO!O", &PyList_Type, &found, &PyList_Type, &cons, &PyList_Type, &prod,
                          &PyDict_Type, &labels, &label, &PyDict_Type, &extended, &empty))
        return NULL;
    const Py_ssize_t n = PyList_GET_SIZE(found), e = PyList_GET_SIZE(cons);
    if (PyList_GET_SIZE(prod) != e) {
        PyErr_SetString(PyExc_ValueError, "fed_by: cons and prod differ in length");
        return NULL;
    }
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_INCREF(empty);
        PyList_SET_ITEM(out, i, empty);
    }
    for (Py_ssize_t u = 0; u < e; u++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(cons, u)), j = PyLong_AsSsize_t(PyList_GET_ITEM(prod, u));
        if ((i == -1 || j == -1) && PyErr_Occurred()) goto fail;
        if (i < 0 || i >= n || j < 0 || j >= n) {
            PyErr_SetString(PyExc_IndexError, "fed_by: an op index out of range");
            goto fail;
        }
        PyObject *pair = PyList_GET_ITEM(found, j);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "fed_by: found holds (k, nest) pairs");
            goto fail;
        }
        PyObject *p = PyTuple_GET_ITEM(pair, 1);
        PyObject *pid = PyLong_FromVoidPtr(p);
        if (!pid) goto fail;
        PyObject *lab = PyDict_GetItemWithError(labels, pid); /* borrowed */
        Py_DECREF(pid);
        PyObject *made = NULL;
        if (!lab) {
            if (PyErr_Occurred()) goto fail;
            lab = made = PyObject_CallOneArg(label, p);
            if (!lab) goto fail;
        }
        if (!PyTuple_Check(lab) || PyTuple_GET_SIZE(lab) != 2) {
            Py_XDECREF(made);
            PyErr_SetString(PyExc_TypeError, "fed_by: a label entry is (nest, label)");
            goto fail;
        }
        PyObject *by = PyTuple_GET_ITEM(lab, 1), *cur = PyList_GET_ITEM(out, i);
        Py_INCREF(by);
        Py_XDECREF(made); /* labels holds the entry */
        int in = PySequence_Contains(cur, by);
        if (in < 0) {
            Py_DECREF(by);
            goto fail;
        }
        if (!in) {
            PyObject *key, *nxt = id_pair_get(extended, cur, by, &key);
            if (!nxt) {
                if (PyErr_Occurred() || !key) {
                    Py_XDECREF(key);
                    Py_DECREF(by);
                    goto fail;
                }
                PyObject *one = PyTuple_Pack(1, by), *longer = one ? PySequence_Concat(cur, one) : NULL;
                Py_XDECREF(one);
                PyObject *entry = longer ? PyTuple_Pack(3, longer, cur, by) : NULL;
                Py_XDECREF(longer);
                if (!entry || PyDict_SetItem(extended, key, entry) < 0) {
                    Py_XDECREF(entry);
                    Py_DECREF(key);
                    Py_DECREF(by);
                    goto fail;
                }
                nxt = entry;
                Py_DECREF(entry); /* extended holds it */
            }
            Py_DECREF(key);
            if (!PyTuple_Check(nxt) || PyTuple_GET_SIZE(nxt) != 3) {
                Py_DECREF(by);
                PyErr_SetString(PyExc_TypeError, "fed_by: an extended entry is (tuple, tuple, label)");
                goto fail;
            }
            PyObject *t = PyTuple_GET_ITEM(nxt, 0);
            Py_INCREF(t);
            PyList_SetItem(out, i, t); /* drops the old tuple */
        }
        Py_DECREF(by);
    }
    return out;
fail:
    Py_DECREF(out);
    return NULL;
}

/* env.facts.module_facts' loop: per (k, nest) of found and its producers' tuple (fed, same length), the safety
   layer's nest from made ((id(nest), id(by)) -> (nest, by, safety nest)), make(nest, by) building a missing one;
   returns (each op's safety nest or None, those not None). */
static PyObject *made_nests(PyObject *self, PyObject *args) {
    PyObject *found, *fed, *made, *make;
    if (!PyArg_ParseTuple(args, "O!O!O!O", &PyList_Type, &found, &PyList_Type, &fed, &PyDict_Type, &made, &make))
        return NULL;
    const Py_ssize_t n = PyList_GET_SIZE(found);
    if (PyList_GET_SIZE(fed) != n) {
        PyErr_SetString(PyExc_ValueError, "made_nests: found and fed differ in length");
        return NULL;
    }
    PyObject *every = PyList_New(n), *kept = every ? PyList_New(0) : NULL;
    if (!kept) goto fail;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *pair = PyList_GET_ITEM(found, i), *by = PyList_GET_ITEM(fed, i);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "made_nests: found holds (k, nest) pairs");
            goto fail;
        }
        PyObject *nest = PyTuple_GET_ITEM(pair, 1), *key;
        PyObject *got = id_pair_get(made, nest, by, &key), *res;
        if (got) {
            Py_DECREF(key);
            if (!PyTuple_Check(got) || PyTuple_GET_SIZE(got) != 3) {
                PyErr_SetString(PyExc_TypeError, "made_nests: an entry is (nest, by, safety nest)");
                goto fail;
            }
            res = PyTuple_GET_ITEM(got, 2);
            Py_INCREF(res);
        } else {
            if (PyErr_Occurred() || !key) {
                Py_XDECREF(key);
                goto fail;
            }
            res = PyObject_CallFunctionObjArgs(make, nest, by, NULL);
            PyObject *entry = res ? PyTuple_Pack(3, nest, by, res) : NULL;
            int bad = !entry || PyDict_SetItem(made, key, entry) < 0;
            Py_XDECREF(entry);
            Py_DECREF(key);
            if (bad) {
                Py_XDECREF(res);
                goto fail;
            }
        }
        PyList_SET_ITEM(every, i, res);
        if (res != Py_None && PyList_Append(kept, res) < 0) goto fail;
    }
    return pair_stealing(every, kept);
fail:
    Py_XDECREF(every);
    Py_XDECREF(kept);
    return NULL;
}

/* An open-addressing table on object addresses for up to m keys (a power of two of at least 2m slots, zeroed;
   *cap gets its size), or NULL with MemoryError set. */
static PyObject **address_table(Py_ssize_t m, Py_ssize_t *cap) {
    Py_ssize_t c = 16;
    while (c < 2 * m) c *= 2;
    PyObject **keys = PyMem_Calloc(c, sizeof(PyObject *));
    if (!keys) PyErr_NoMemory();
    *cap = c;
    return keys;
}

/* The slot of x in an address_table of cap slots: where it is, or the empty slot it would go in. */
static size_t address_slot(PyObject *const *keys, Py_ssize_t cap, PyObject *x) {
    size_t h = ((size_t)x >> 4) & (size_t)(cap - 1);
    while (keys[h] && keys[h] != x) h = (h + 1) & (size_t)(cap - 1);
    return h;
}

/* tuple({id(items[i]): items[i] for i in indices}.values()): the distinct objects (by identity) among the items at
   indices, in the order of their first index. */
static PyObject *distinct_at(PyObject *self, PyObject *args) {
    PyObject *items, *indices;
    if (!PyArg_ParseTuple(args, "O!O", &PyList_Type, &items, &indices)) return NULL;
    PyObject *fast = PySequence_Fast(indices, "distinct_at: indices must be a sequence");
    if (!fast) return NULL;
    const Py_ssize_t m = PySequence_Fast_GET_SIZE(fast), n = PyList_GET_SIZE(items);
    PyObject *out = PyList_New(0);
    Py_ssize_t cap;
    PyObject **seen = out ? address_table(m, &cap) : NULL;
    if (!seen) goto fail;
    for (Py_ssize_t u = 0; u < m; u++) {
        Py_ssize_t i = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(fast, u));
        if (i == -1 && PyErr_Occurred()) goto fail;
        if (i < 0) i += n;
        if (i < 0 || i >= n) {
            PyErr_SetString(PyExc_IndexError, "distinct_at: index out of range");
            goto fail;
        }
        PyObject *x = PyList_GET_ITEM(items, i);
        size_t h = address_slot(seen, cap, x);
        if (seen[h]) continue;
        seen[h] = x;
        if (PyList_Append(out, x) < 0) goto fail;
    }
    PyMem_Free(seen);
    Py_DECREF(fast);
    PyObject *t = PyList_AsTuple(out);
    Py_DECREF(out);
    return t;
fail:
    PyMem_Free(seen);
    Py_DECREF(fast);
    Py_XDECREF(out);
    return NULL;
}

/* groups.op_groups' first loop: the entries ((k, nest) pairs) gathered per nest object, first seen first, as
   [(nest, [positions of its entries])]. */
static PyObject *per_object(PyObject *self, PyObject *entries) {
    if (!PyList_Check(entries)) {
        PyErr_SetString(PyExc_TypeError, "per_object expects a list of (k, nest) pairs");
        return NULL;
    }
    const Py_ssize_t m = PyList_GET_SIZE(entries);
    Py_ssize_t cap;
    PyObject **keys = address_table(m, &cap);
    Py_ssize_t *slot = keys ? PyMem_Calloc(cap, sizeof(Py_ssize_t)) : NULL; /* each key's position in out */
    PyObject *out = slot ? PyList_New(0) : NULL;
    if (!out) {
        if (keys && !slot) PyErr_NoMemory();
        goto fail;
    }
    for (Py_ssize_t i = 0; i < m; i++) {
        PyObject *pair = PyList_GET_ITEM(entries, i);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "per_object expects a list of (k, nest) pairs");
            goto fail;
        }
        PyObject *x = PyTuple_GET_ITEM(pair, 1);
        size_t h = address_slot(keys, cap, x);
        PyObject *members;
        if (keys[h]) {
            members = PyTuple_GET_ITEM(PyList_GET_ITEM(out, slot[h]), 1);
        } else {
            members = PyList_New(0);
            PyObject *row = members ? PyTuple_Pack(2, x, members) : NULL;
            Py_XDECREF(members); /* the row holds it */
            if (!row || PyList_Append(out, row) < 0) {
                Py_XDECREF(row);
                goto fail;
            }
            Py_DECREF(row);
            keys[h] = x;
            slot[h] = PyList_GET_SIZE(out) - 1;
        }
        if (list_append_ssize(members, i) < 0) goto fail;
    }
    PyMem_Free(keys);
    PyMem_Free(slot);
    return out;
fail:
    PyMem_Free(keys);
    PyMem_Free(slot);
    Py_XDECREF(out);
    return NULL;
}

/* op_buckets(gathered, keys, key_of, merge_share, entries, make, several) -> (groups, tag_ops, group_of): the loop
   of groups.op_groups (the Python code there is the reference). gathered: [(reader nest, [op positions])] (per_object);
   keys: {id(nest): (nest, key_of(nest))}, filled here for nests not in it; key_of(nest) -> (group key, trip counts,
   cost) or None; the group key's .tail (the tail bucket's key) and .key (name, iterators, element, ...); entries: the
   module's [(k, nest)]; make: the group class (groups.OpGroup: its fields id, op, iterators, element, shapes,
   common, members, cost, share);
   several(set of trip counts) -> (shapes, common) where a group has more than one. Buckets are keyed by the group
   key's identity (interned: one object, one number per key). */
static PyObject *S_NAME, *S_LINALG_DOT, *S_TAIL, *S_KEY; /* "name", "linalg.", "tail", "key" */
static PyObject *GROUP_FIELDS[9]; /* groups.OpGroup's fields, in order */
static const char *const GROUP_FIELD_NAMES[9] = {"id", "op", "iterators", "element", "shapes", "common", "members",
                                                 "cost", "share"};

typedef struct {
    PyObject *key;    /* owned (key_of runs Python code, which another thread's op_groups may use to empty keys) */
    PyObject *shapes; /* a set, owned */
    Py_ssize_t *ops, n, cap;
    double cost;
} OpBucket;

static int bucket_add(OpBucket *b, const Py_ssize_t *ops, Py_ssize_t n) {
    if (b->n + n > b->cap) {
        Py_ssize_t cap = b->cap ? b->cap : 8;
        while (cap < b->n + n) cap *= 2;
        Py_ssize_t *grown = PyMem_Realloc(b->ops, (size_t)cap * sizeof(Py_ssize_t));
        if (!grown) {
            PyErr_NoMemory();
            return -1;
        }
        b->ops = grown;
        b->cap = cap;
    }
    memcpy(b->ops + b->n, ops, (size_t)n * sizeof(Py_ssize_t));
    b->n += n;
    return 0;
}

static int set_update(PyObject *into, PyObject *from) {
    PyObject *it = PyObject_GetIter(from), *x;
    if (!it) return -1;
    while ((x = PyIter_Next(it))) {
        const int rc = PySet_Add(into, x);
        Py_DECREF(x);
        if (rc < 0) break;
    }
    Py_DECREF(it);
    return PyErr_Occurred() ? -1 : 0;
}

static int cmp_ssize(const void *a, const void *b) {
    const Py_ssize_t x = *(const Py_ssize_t *)a, y = *(const Py_ssize_t *)b;
    return (x > y) - (x < y);
}

static int cmp_bucket_order(const void *a, const void *b) { /* cost descending, then first member */
    const OpBucket *x = *(OpBucket *const *)a, *y = *(OpBucket *const *)b;
    if (x->cost != y->cost) return x->cost > y->cost ? -1 : 1;
    return (x->ops[0] > y->ops[0]) - (x->ops[0] < y->ops[0]);
}

static void free_buckets(OpBucket *bs, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) {
        Py_XDECREF(bs[i].key);
        Py_XDECREF(bs[i].shapes);
        PyMem_Free(bs[i].ops);
    }
    PyMem_Free(bs);
}

/* An instance of the frozen dataclass cls with the fields of OpGroup, as OpGroup._make builds it: object.__new__
   and its __dict__ filled in field order, without the dataclass __init__'s per-field object.__setattr__. */
static PyObject *make_group(PyObject *cls, Py_ssize_t gid, PyObject *op, PyObject *iters, PyObject *elem,
                            PyObject *shapes, PyObject *common, PyObject *members, double cost, double share) {
    if (!PyType_Check(cls)) {
        PyErr_SetString(PyExc_TypeError, "op_buckets: make must be a class");
        return NULL;
    }
    PyObject *g = PyBaseObject_Type.tp_new((PyTypeObject *)cls, EMPTY_TUPLE, NULL);
    PyObject *d = g ? PyObject_GenericGetDict(g, NULL) : NULL;
    PyObject *vals[9] = {PyLong_FromSsize_t(gid), op, iters, elem, shapes, common, members, PyFloat_FromDouble(cost),
                         PyFloat_FromDouble(share)};
    int ok = d && vals[0] && vals[7] && vals[8];
    for (int i = 0; ok && i < 9; i++) ok = PyDict_SetItem(d, GROUP_FIELDS[i], vals[i]) == 0;
    Py_XDECREF(vals[0]);
    Py_XDECREF(vals[7]);
    Py_XDECREF(vals[8]);
    Py_XDECREF(d);
    if (!ok) {
        if (!PyErr_Occurred()) PyErr_NoMemory();
        Py_XDECREF(g);
        return NULL;
    }
    return g;
}

static PyObject *op_buckets(PyObject *self, PyObject *args) {
    PyObject *gathered, *keys, *key_of, *entries, *make, *several, *result = NULL;
    double share;
    if (!PyArg_ParseTuple(args, "O!O!OdO!OO", &PyList_Type, &gathered, &PyDict_Type, &keys, &key_of, &share,
                          &PyList_Type, &entries, &make, &several))
        return NULL;
    const Py_ssize_t m = PyList_GET_SIZE(gathered), n_entries = PyList_GET_SIZE(entries);
    OpBucket *bs = PyMem_Calloc((size_t)(m ? m : 1), sizeof(OpBucket));
    OpBucket *ms = PyMem_Calloc((size_t)(m ? m : 1), sizeof(OpBucket));
    OpBucket **order = PyMem_Calloc((size_t)(m ? m : 1), sizeof(OpBucket *));
    Py_ssize_t nb = 0, nm = 0, cap_b = 0, cap_m = 0;
    PyObject **tb = NULL, **tm = NULL, *groups = NULL, *tags = NULL, *group_of = NULL;
    Py_ssize_t *slot_b = NULL, *slot_m = NULL, *ops = NULL, ops_cap = 0;
    if (!bs || !ms || !order) {
        PyErr_NoMemory();
        goto done;
    }
    if (!(tb = address_table(m, &cap_b)) || !(tm = address_table(m, &cap_m))) goto done;
    slot_b = PyMem_Calloc((size_t)cap_b, sizeof(Py_ssize_t));
    slot_m = PyMem_Calloc((size_t)cap_m, sizeof(Py_ssize_t));
    if (!slot_b || !slot_m) {
        PyErr_NoMemory();
        goto done;
    }
    double total = 0.0;
    for (Py_ssize_t i = 0; i < m; i++) {
        PyObject *row = PyList_GET_ITEM(gathered, i);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) != 2 || !PyList_Check(PyTuple_GET_ITEM(row, 1))) {
            PyErr_SetString(PyExc_TypeError, "op_buckets: gathered must hold (nest, [positions]) pairs");
            goto done;
        }
        PyObject *nest = PyTuple_GET_ITEM(row, 0), *members = PyTuple_GET_ITEM(row, 1);
        PyObject *id = PyLong_FromVoidPtr(nest);
        if (!id) goto done;
        PyObject *kn = PyDict_GetItemWithError(keys, id); /* borrowed */
        if (!kn) {
            if (PyErr_Occurred()) {
                Py_DECREF(id);
                goto done;
            }
            PyObject *got = PyObject_CallOneArg(key_of, nest);
            PyObject *pair = got ? PyTuple_Pack(2, nest, got) : NULL;
            Py_XDECREF(got);
            if (!pair || PyDict_SetItem(keys, id, pair) < 0) {
                Py_XDECREF(pair);
                Py_DECREF(id);
                goto done;
            }
            Py_DECREF(pair);
            kn = pair; /* the dict holds it */
        }
        Py_DECREF(id);
        PyObject *got = PyTuple_GET_ITEM(kn, 1);
        if (got == Py_None) continue;
        if (!PyTuple_Check(got) || PyTuple_GET_SIZE(got) != 3) {
            PyErr_SetString(PyExc_TypeError, "op_buckets: key_of must give (key, trips, cost) or None");
            goto done;
        }
        PyObject *key = PyTuple_GET_ITEM(got, 0), *trips = PyTuple_GET_ITEM(got, 1);
        const double c = PyFloat_AsDouble(PyTuple_GET_ITEM(got, 2));
        if (c == -1.0 && PyErr_Occurred()) goto done;
        const Py_ssize_t k = PyList_GET_SIZE(members);
        const double cost = c * (double)k;
        total += cost;
        if (ops_cap < k) {
            PyMem_Free(ops);
            ops_cap = k;
            if (!(ops = PyMem_Malloc((size_t)k * sizeof(Py_ssize_t)))) {
                PyErr_NoMemory();
                goto done;
            }
        }
        for (Py_ssize_t j = 0; j < k; j++) {
            ops[j] = PyLong_AsSsize_t(PyList_GET_ITEM(members, j));
            if (ops[j] == -1 && PyErr_Occurred()) goto done;
        }
        const size_t h = address_slot(tb, cap_b, key);
        OpBucket *b;
        if (tb[h]) {
            b = &bs[slot_b[h]];
            b->cost += cost;
        } else {
            tb[h] = key;
            slot_b[h] = nb;
            b = &bs[nb++];
            b->key = (Py_INCREF(key), key);
            b->cost = cost;
            if (!(b->shapes = PySet_New(NULL))) goto done;
        }
        if (bucket_add(b, ops, k) < 0 || PySet_Add(b->shapes, trips) < 0) goto done;
    }
    if (total == 0.0) total = 1.0;
    const double limit = share * total;
    for (Py_ssize_t i = 0; i < nb; i++) { /* small buckets join their tail bucket */
        OpBucket *b = &bs[i];
        PyObject *mk = b->key;
        PyObject *tail = NULL;
        if (b->cost < limit) {
            if (!(tail = PyObject_GetAttr(b->key, S_TAIL))) goto done;
            mk = tail;
        }
        const size_t h = address_slot(tm, cap_m, mk);
        if (tm[h]) {
            OpBucket *t = &ms[slot_m[h]];
            t->cost += b->cost;
            Py_XDECREF(tail); /* the same object as the entry's key, which holds it */
            if (bucket_add(t, b->ops, b->n) < 0 || set_update(t->shapes, b->shapes) < 0) goto done;
        } else {
            tm[h] = mk;
            slot_m[h] = nm;
            OpBucket *t = &ms[nm++];
            t->key = tail ? tail : (Py_INCREF(mk), mk); /* owned: the tail's reference moves here */
            t->cost = b->cost;
            t->shapes = b->shapes;
            b->shapes = NULL;
            t->ops = b->ops, t->n = b->n, t->cap = b->cap;
            b->ops = NULL, b->n = b->cap = 0;
        }
    }
    for (Py_ssize_t i = 0; i < nm; i++) {
        qsort(ms[i].ops, (size_t)ms[i].n, sizeof(Py_ssize_t), cmp_ssize);
        order[i] = &ms[i];
    }
    qsort(order, (size_t)nm, sizeof(OpBucket *), cmp_bucket_order);
    if (!(groups = PyTuple_New(nm)) || !(group_of = PyTuple_New(n_entries)) || !(tags = PyTuple_New(n_entries)))
        goto done;
    PyObject *minus_one = PyLong_FromLong(-1);
    if (!minus_one) goto done;
    for (Py_ssize_t i = 0; i < n_entries; i++) {
        Py_INCREF(minus_one);
        PyTuple_SET_ITEM(group_of, i, minus_one);
    }
    Py_DECREF(minus_one);
    for (Py_ssize_t gid = 0; gid < nm; gid++) {
        OpBucket *t = order[gid];
        PyObject *key = PyObject_GetAttr(t->key, S_KEY);
        if (!key) goto done;
        if (!PyTuple_Check(key) || PyTuple_GET_SIZE(key) < 3 || !PyUnicode_Check(PyTuple_GET_ITEM(key, 0))) {
            Py_DECREF(key);
            PyErr_SetString(PyExc_TypeError, "op_buckets: a group key's .key must be (name, iterators, element, ...)");
            goto done;
        }
        PyObject *name = PyTuple_GET_ITEM(key, 0), *op;
        const Py_ssize_t len = PyUnicode_GET_LENGTH(name);
        if (len >= 7 && PyUnicode_Tailmatch(name, S_LINALG_DOT, 0, 7, -1) == 1)
            op = PyUnicode_Substring(name, 7, len);
        else
            op = (Py_INCREF(name), name);
        PyObject *shapes = NULL, *common = NULL, *members = NULL, *g = NULL;
        if (!op) goto group_fail;
        if (PySet_GET_SIZE(t->shapes) == 1) {
            PyObject *it = PyObject_GetIter(t->shapes);
            common = it ? PyIter_Next(it) : NULL; /* the only one */
            Py_XDECREF(it);
            if (!common || !(shapes = PyTuple_Pack(1, common))) goto group_fail;
        } else {
            PyObject *two = PyObject_CallOneArg(several, t->shapes);
            if (!two) goto group_fail;
            if (!PyTuple_Check(two) || PyTuple_GET_SIZE(two) != 2) {
                Py_DECREF(two);
                PyErr_SetString(PyExc_TypeError, "op_buckets: several must give (shapes, common)");
                goto group_fail;
            }
            shapes = PyTuple_GET_ITEM(two, 0), common = PyTuple_GET_ITEM(two, 1);
            Py_INCREF(shapes), Py_INCREF(common);
            Py_DECREF(two);
        }
        if (!(members = PyTuple_New(t->n))) goto group_fail;
        for (Py_ssize_t j = 0; j < t->n; j++) {
            PyObject *v = PyLong_FromSsize_t(t->ops[j]);
            if (!v) goto group_fail;
            PyTuple_SET_ITEM(members, j, v);
            if (t->ops[j] < 0 || t->ops[j] >= n_entries) {
                PyErr_SetString(PyExc_IndexError, "op_buckets: an op position out of range");
                goto group_fail;
            }
            PyObject *gv = PyLong_FromSsize_t(gid);
            if (!gv) goto group_fail;
            PyObject *old = PyTuple_GET_ITEM(group_of, t->ops[j]);
            PyTuple_SET_ITEM(group_of, t->ops[j], gv);
            Py_DECREF(old);
        }
        g = make_group(make, gid, op, PyTuple_GET_ITEM(key, 1), PyTuple_GET_ITEM(key, 2), shapes, common, members,
                       t->cost, t->cost / total);
        if (!g) goto group_fail;
        PyTuple_SET_ITEM(groups, gid, g);
        Py_DECREF(op), Py_DECREF(shapes), Py_DECREF(common), Py_DECREF(members), Py_DECREF(key);
        continue;
    group_fail:
        Py_XDECREF(op), Py_XDECREF(shapes), Py_XDECREF(common), Py_XDECREF(members), Py_DECREF(key);
        goto done;
    }
    for (Py_ssize_t i = 0; i < n_entries; i++) {
        PyObject *pair = PyList_GET_ITEM(entries, i);
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "op_buckets: entries must hold (k, nest) pairs");
            goto done;
        }
        PyObject *name = PyObject_GetAttr(PyTuple_GET_ITEM(pair, 1), S_NAME);
        if (!name) goto done;
        PyTuple_SET_ITEM(tags, i, name);
    }
    result = PyTuple_Pack(3, groups, tags, group_of);
done:
    Py_XDECREF(groups);
    Py_XDECREF(tags);
    Py_XDECREF(group_of);
    PyMem_Free(tb);
    PyMem_Free(tm);
    PyMem_Free(slot_b);
    PyMem_Free(slot_m);
    PyMem_Free(ops);
    PyMem_Free(order);
    if (bs) free_buckets(bs, nb);
    if (ms) free_buckets(ms, nm);
    return result;
}

static PyMethodDef methods[] = {
    {"scan", scan, METH_VARARGS, "Split and structure module text (see lexer._build); None: use the Python reader."},
    {"ssa_split", ssa_split, METH_VARARGS,
     "ssa_split(texts, norms=True, names=True) -> (texts with SSA names replaced by '%', the names of each text); "
     "None for a part not asked for, or for all when a text is not ASCII."},
    {"def_use", def_use, METH_VARARGS,
     "def_use(texts, results, blocks, args_of, expand[, opos, n3, block_table, indices]) -> (consumer, use position, "
     "producer) of every use of an earlier result; with opos, the sorted distinct edge codes (int64 bytes); with "
     "indices, the columns are the module's and the ops those at indices. None: non-ASCII names."},
    {"rank_keys", rank_keys, METH_VARARGS,
     "rank_keys(indices, names, texts, results, linalg, generic, norm_of, ranks, miss[, skeleton, infos]) -> the ranks "
     "of types.op_ranks (norm_of: a dict or function giving a linalg op's key text; miss(k, key) computes a rank "
     "not in ranks)."},
    {"nest_keys", nest_keys, METH_VARARGS,
     "nest_keys(todo, names, norm_of, ends, extracts, gathers, aliases, nests, miss) -> the loop nests of "
     "nests.loop_nests (miss(k) analyses one not in nests; gathers(k, end) gives the gathered texts); with "
     "nums_of, made, instantiate, per_op each op's own nest, and with fast (nests._template_context) templates and "
     "per-op nests read in C where it can."},
    {"shape_split", shape_split, METH_VARARGS,
     "shape_split(texts, ssa=False) -> (texts with every static shape dimension replaced by '\\x01' and, with ssa, "
     "every SSA name by '%', the dimensions of each) or None (a text is not ASCII or holds '\\x01')."},
    {"graph_frame", graph_frame, METH_VARARGS,
     "graph_frame(order, block_of, blocks, nops, results, block_sizes, n3, num_results, block_args) -> the node "
     "bookkeeping of graph.ir_graph (graph._graph_frame)."},
    {"syntax_stats", syntax_stats, METH_VARARGS,
     "syntax_stats(blocks, block_size, num_ops, hidden, block_of, depths, nops, results) -> vector._syntax_stats, "
     "or None where the Python code decides."},
    {"nest_summary", nest_summary, METH_VARARGS,
     "nest_summary(ks, nests, cons, poss, prod) -> (nest_totals of the distinct nests, the distinct nests as [nest, "
     "count, first op], fusable edges, longest producer chain): vector._nest_summary."},
    {"graph_fill", graph_fill, METH_VARARGS,
     "graph_fill(feats, opos, dense, ranks, cats, rows, bpos, block_stats, codes, du, n3, dense_cols, loop_cols, "
     "block_cols) -> (edge types, edge links): graph.ir_graph's assembly of the node rows and sorted edges."},
    {"nest_header", nest_header, METH_VARARGS,
     "nest_header(text, reduce, shaped, element_bytes, refmap, map_of) -> linalg._header's tuple for a custom-form op "
     "with indexing_maps, None (no nest), or NotImplemented (the Python code decides)."},
    {"line_quote_counts", line_quote_counts, METH_O,
     "line_quote_counts(text) -> (text.count('\\n'), text.count('\"')) of an ASCII text; None if not ASCII."},
    {"nest_totals", nest_totals, METH_O,
     "nest_totals(entries) -> vector.semantics' sums over distinct loop nests ([nest, count, index] each)."},
    {"nest_instance", nest_instance, METH_VARARGS,
     "nest_instance(LoopNest, ShapedType, sentinel_nest, dims, static, sized, base) -> nests._instantiate's LoopNest "
     "of an op with these dimensions, or NotImplemented (the Python code decides)."},
    {"indices_in", indices_in, METH_VARARGS,
     "indices_in(items, wanted) -> indices of the items (a list) that are in wanted (a set)."},
    {"indices_with", indices_with, METH_VARARGS,
     "indices_with(texts, ch) -> indices of the texts holding ch; None if a text is not an ASCII str."},
    {"find", find, METH_VARARGS,
     "find(text, needle, start=0) -> text.find(needle, start) by memchr on the needle's first character; "
     "NotImplemented for non-ASCII text or needle, an empty needle or a negative start."},
    {"adjacency", adjacency, METH_VARARGS,
     "adjacency(adj, links) -> graph.dense_adjacency's matrix written into adj (float32[n, n], zeros) from links "
     "(int64[e, 2]): True, or False (nothing written: a link out of range, other dtypes; numpy decides)."},
    {"fed_by", fed_by, METH_VARARGS,
     "fed_by(found, cons, prod, labels, label, extended, empty) -> env.facts._fed_by's interned producer tuples."},
    {"made_nests", made_nests, METH_VARARGS,
     "made_nests(found, fed, made, make) -> (each op's safety nest or None, the ones not None): env.facts."
     "module_facts' loop over the reader's nests."},
    {"distinct_at", distinct_at, METH_VARARGS,
     "distinct_at(items, indices) -> the distinct objects (by identity) among items[i] for i in indices, first seen "
     "first (a tuple)."},
    {"per_object", per_object, METH_O,
     "per_object(entries) -> [(nest, [positions])]: a list of (k, nest) pairs gathered per nest object, first seen "
     "first (groups.op_groups)."},
    {"nest_row", nest_row, METH_O,
     "nest_row(nest) -> graph._compute_nest_stats' loop-column values of a loop nest, or NotImplemented."},
    {"op_buckets", op_buckets, METH_VARARGS,
     "op_buckets(gathered, keys, key_of, merge_share, entries, group_class, several) -> (groups, tag_ops, group_of): "
     "the loop of groups.op_groups."},
    {"strip_comments", strip_comments, METH_O,
     "strip_comments(text) -> the text without its // comments, string literals kept (reader._COMMENT); None if "
     "not ASCII."},
    {"balanced", balanced, METH_O,
     "balanced(text) -> whether an ASCII text's brackets (), {}, [] are as many open as closed; None if not ASCII."},
    {"nest_body", nest_body, METH_VARARGS,
     "nest_body(LoopNest, name, text, infos, k, end, in_regions, header, named, elementwise, non_compute[, texts, "
     "shaped, element_bytes]) -> the LoopNest linalg._body_nest builds from a header, or NotImplemented (the Python "
     "code decides; a body that gathers unless texts, shaped and element_bytes are given)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "_native", "The IR reader's hot loops in C.", -1,
                                       methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) {
    EMPTY = PyUnicode_New(0, 0);
    S_COLON_PAREN = PyUnicode_FromString(" : (");
    S_COLON = PyUnicode_FromString(" : ");
    S_ARROW = PyUnicode_FromString("->");
    EMPTY_TUPLE = PyTuple_New(0);
    S_PARALLEL = PyUnicode_InternFromString("parallel");
    S_REDUCTION = PyUnicode_InternFromString("reduction");
    S_WINDOW = PyUnicode_InternFromString("window");
    S_NUM_DIMS = PyUnicode_InternFromString("num_dims");
    S_RESULTS = PyUnicode_InternFromString("results");
    S_DICT = PyUnicode_InternFromString("__dict__");
    S_IS_COMPOUND = PyUnicode_InternFromString("is_compound");
    if (!S_DICT || !S_IS_COMPOUND) return NULL;
    S_NAME = PyUnicode_InternFromString("name");
    S_LINALG_DOT = PyUnicode_InternFromString("linalg.");
    S_TAIL = PyUnicode_InternFromString("tail");
    S_KEY = PyUnicode_InternFromString("key");
    if (!S_NAME || !S_LINALG_DOT || !S_TAIL || !S_KEY) return NULL;
    for (int i = 0; i < 9; i++)
        if (!(GROUP_FIELDS[i] = PyUnicode_InternFromString(GROUP_FIELD_NAMES[i]))) return NULL;
    S_ITERATORS = PyUnicode_InternFromString("iterators");
    if (!S_ITERATORS) return NULL;
    S_OPERAND_TYPES = PyUnicode_InternFromString("operand_types");
    S_OPS_PER_POINT = PyUnicode_InternFromString("ops_per_point");
    if (!S_OPERAND_TYPES || !S_OPS_PER_POINT) return NULL;
    S_NUM_PARALLEL = PyUnicode_InternFromString("num_parallel");
    S_NUM_REDUCTION = PyUnicode_InternFromString("num_reduction");
    S_MAPS = PyUnicode_InternFromString("maps");
    S_TRIPS = PyUnicode_InternFromString("trips");
    S_FLOPS = PyUnicode_InternFromString("flops");
    S_BYTES = PyUnicode_InternFromString("bytes");
    S_GATHERS = PyUnicode_InternFromString("gathers");
    S_ELEMENT_TYPES = PyUnicode_InternFromString("element_types");
    S_IS_PERMUTATION = PyUnicode_InternFromString("is_permutation");
    S_IS_PROJECTED = PyUnicode_InternFromString("is_projected_permutation");
    S_IS_TRANSPOSED = PyUnicode_InternFromString("is_transposed");
    if (!S_NUM_PARALLEL || !S_NUM_REDUCTION || !S_MAPS || !S_TRIPS || !S_FLOPS || !S_BYTES || !S_GATHERS ||
        !S_ELEMENT_TYPES || !S_IS_PERMUTATION || !S_IS_PROJECTED || !S_IS_TRANSPOSED)
        return NULL;
    for (int i = 0; i < 14; i++)
        if (!(NEST_KEYS[i] = PyUnicode_InternFromString(NEST_KEY_NAMES[i]))) return NULL;
    if (!S_PARALLEL || !S_REDUCTION || !S_WINDOW || !S_NUM_DIMS || !S_RESULTS) return NULL;
    if (!EMPTY || !EMPTY_TUPLE || !S_COLON_PAREN || !S_COLON || !S_ARROW) return NULL;
    return PyModule_Create(&moduledef);
}
