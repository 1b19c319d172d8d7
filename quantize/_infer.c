/* The exported policy network run in C for one decision at a time (quantize/native.py builds it from the ONNX
   file and is the reference for what it computes; tests compare it with ONNX Runtime on the corpus).

   A selection runs the GraphSAGE encoder once and the MLP head 8-9 times on one module: a few million
   multiply-adds in all, which ONNX Runtime spends about 0.7 ms on, mostly in its per-node overhead (about 90
   nodes). Here the same arithmetic runs as three plain loops:

   - a dynamically quantized linear layer (ONNX Runtime's DynamicQuantizeLinear + MatMulInteger + scale, the int8
     export): the input tensor quantized to uint8 with its own range (min and max taken with 0, scale = range /
     255, zero point rounded half to even), the products summed exactly (integers below 2^24 in float: the
     builder checks K * 255 * max|w| < 2^24), times input scale x weight scale, plus the bias;
   - a float linear layer (fp32 weights, or the 4-bit blocks dequantized once at load);
   - the mean aggregation over each node's neighbours straight from the edge list (the dense N x N matrix is
     never built).

   Results agree with the ONNX graph's semantics (ONNX's reference evaluator) and with ONNX Runtime on CPUs with
   VNNI to float rounding (summation order, the logarithm's polynomial): a rounding flip at a quantization step
   moves a logit by one step of that layer's scale at most. Without VNNI ONNX Runtime's own int8 products saturate
   (pairs summed in int16), and it is the one that is off (native.py's probe). */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#if defined(__GNUC__) && !defined(__clang__) && (defined(__x86_64__) || defined(__i386__))
#define CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define CLONES
#endif

enum { LAYERS = 7, S1_SELF = 0, S1_NEIGH, S2_SELF, S2_NEIGH, TRUNK0, TRUNK1, HEAD };
enum { MAX_HEAD_WIDTH = 1024 }; /* the head's rows live on the stack */

typedef struct {
    int k, n, quantized; /* quantized: dynamic uint8 input, integer weights (minus their zero point) */
    float scale;         /* the weights' scale (quantized layers) */
    float *w;            /* [k][n] */
    float *bias;         /* [n] or NULL */
} Linear;

/* The aggregation matrix in CSR form (row i: entries start[i] .. start[i + 1] of col and coef); see csr_from_links. */
typedef struct {
    Py_ssize_t *start, *col;
    float *coef;
} Csr;

typedef struct {
    PyObject_HEAD
    Linear lin[LAYERS];
    int feats, hidden, vec, actions;
    float *vec_mean, *vec_inv_std;
    /* the encoder's scratch, kept between calls (no allocation and no fresh pages per module) and grown as
       needed; calls hold the GIL, and the worker below uses it only for a job no call has reaped yet (every call
       that touches it reaps or waits for that job first), so one computation uses it at a time */
    float *scratch;
    size_t scratch_floats;
    /* the encoder's own thread (encode_start / encode_wait): the layers of one module's graph run there while the
       caller goes on. Handed over under mu: job (the thread is to compute, or computing), done (finished, not yet
       reaped: job_csr and job_out are held until then), quit (the thread is to exit). owner: the process the
       thread runs in (0: none started; another pid: this is a forked child, where the thread does not exist). */
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    pid_t owner;
    int job, done, quit;
    Py_ssize_t job_n;
    size_t job_rows;
    Csr job_csr;
    Py_buffer job_out;
} Policy;

/* log(x) for x >= 1 (finite): Cephes' single-precision logarithm (a degree-9 polynomial on [sqrt(1/2), sqrt(2))
   after taking out the exponent), within 2 ulp of libm's, and branch-free so the loops over it vectorize. */
static inline float log_from_one(float x) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    float e = (float)((int)((bits >> 23) & 0xff) - 126);
    bits = (bits & 0x807fffffu) | 0x3f000000u; /* the mantissa in [0.5, 1) */
    float m;
    memcpy(&m, &bits, sizeof m);
    /* m < sqrt(1/2) (0x3f3504f3), as 0 or 1: the sign of the difference of the bits (both in [0.5, 1), so it does
       not overflow), not a comparison, which GCC leaves as a branch; used in arithmetic, so the loops vectorize */
    const float low = (float)(int)((bits - 0x3f3504f3u) >> 31);
    e -= low;
    m = m + low * m - 1.0f; /* m + m - 1 where low, m - 1 elsewhere (each exact) */
    const float z = m * m;
    float y = 7.0376836292e-2f;
    y = y * m - 1.1514610310e-1f;
    y = y * m + 1.1676998740e-1f;
    y = y * m - 1.2420140846e-1f;
    y = y * m + 1.4249322787e-1f;
    y = y * m - 1.6668057665e-1f;
    y = y * m + 2.0000714765e-1f;
    y = y * m - 2.4999993993e-1f;
    y = y * m + 3.3333331174e-1f;
    y = y * m * z;
    y += -2.12194440e-4f * e;
    y += -0.5f * z;
    return (m + y) + 0.693359375f * e;
}

/* sign(x) * log(1 + |x|), the network's input squashing */
static inline float signed_log(float x) {
    return copysignf(log_from_one(1.0f + fabsf(x)), x);
}

CLONES static void signed_log_all(const float *x, Py_ssize_t n, float *out) {
    for (Py_ssize_t i = 0; i < n; i++) out[i] = signed_log(x[i]);
}

/* x rounded to the nearest integer, ties to even, for |x| < 2^22 (adding and taking away 1.5 * 2^23 leaves no
   fraction bits: the default rounding mode's result, as nearbyintf gives, but vectorizable) */
static inline float round_even(float x) {
    const float magic = 12582912.0f; /* not folded: no -ffast-math */
    return (x + magic) - magic;
}

/* The uint8 quantization of x[0:n] as ONNX Runtime's DynamicQuantizeLinear computes it, written to q as floats
   (value minus zero point); returns the scale. */
CLONES static float quantize_dynamic(const float *x, Py_ssize_t n, float *q) {
    float lo16[16] = {0.0f}, hi16[16] = {0.0f}, lo = 0.0f, hi = 0.0f; /* 16 lanes apart: the loop vectorizes */
    Py_ssize_t i = 0;
    for (; i + 16 <= n; i += 16) {
        for (int j = 0; j < 16; j++) {
            lo16[j] = x[i + j] < lo16[j] ? x[i + j] : lo16[j];
            hi16[j] = x[i + j] > hi16[j] ? x[i + j] : hi16[j];
        }
    }
    for (; i < n; i++) {
        lo = x[i] < lo ? x[i] : lo;
        hi = x[i] > hi ? x[i] : hi;
    }
    for (int j = 0; j < 16; j++) {
        lo = lo16[j] < lo ? lo16[j] : lo;
        hi = hi16[j] > hi ? hi16[j] : hi;
    }
    const float scale = hi == lo ? 1.0f : (hi - lo) / 255.0f;
    float zp = 0.0f - lo / scale;
    zp = nearbyintf(zp < 0.0f ? 0.0f : (zp > 255.0f ? 255.0f : zp));
    for (i = 0; i < n; i++) { /* x / scale is within [-255, 255] of 0: round_even is exact */
        float v = round_even(x[i] / scale) + zp;
        v = v < 0.0f ? 0.0f : (v > 255.0f ? 255.0f : v);
        q[i] = v - zp;
    }
    return scale;
}

/* out[r][0:n] = (sum_k x[r][k] * w[k][0:n]) * scale (+ bias), rows r < m; out is overwritten, or added to with
   accumulate. The columns go 64 at a time, so a block's sums stay in registers (4 AVX-512 or 8 AVX2 vectors). */
enum { BLOCK = 64 };

CLONES static void matmul(const float *x, Py_ssize_t m, const Linear *l, float scale, const float *bias, float *out,
                          int accumulate) {
    const int k = l->k, n = l->n;
    for (Py_ssize_t r = 0; r < m; r++) {
        const float *xr = x + r * k;
        float *o = out + r * n;
        for (int j0 = 0; j0 < n; j0 += BLOCK) {
            const int nb = n - j0 < BLOCK ? n - j0 : BLOCK;
            float acc[BLOCK] = {0.0f};
            if (nb == BLOCK) {
                for (int i = 0; i < k; i++) {
                    const float a = xr[i];
                    if (a == 0.0f) continue;
                    const float *wi = l->w + (Py_ssize_t)i * n + j0;
                    for (int j = 0; j < BLOCK; j++) acc[j] += a * wi[j];
                }
            } else {
                for (int i = 0; i < k; i++) {
                    const float a = xr[i];
                    if (a == 0.0f) continue;
                    const float *wi = l->w + (Py_ssize_t)i * n + j0;
                    for (int j = 0; j < nb; j++) acc[j] += a * wi[j];
                }
            }
            for (int j = 0; j < nb; j++) {
                float v = acc[j] * scale;
                if (bias) v = bias[j0 + j] + v;
                o[j0 + j] = accumulate ? o[j0 + j] + v : v;
            }
        }
    }
}

/* One linear layer over m rows of x (the whole tensor quantized at once, as the export does). q: scratch of m * k
   floats. */
static void linear(const Linear *l, const float *x, Py_ssize_t m, float *out, int accumulate, float *q) {
    if (l->quantized) {
        const float s = quantize_dynamic(x, m * l->k, q);
        matmul(q, m, l, s * l->scale, l->bias, out, accumulate);
    } else {
        matmul(x, m, l, 1.0f, l->bias, out, accumulate);
    }
}

static void relu(float *x, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) x[i] = x[i] > 0.0f ? x[i] : 0.0f;
}

static int get_buffer(PyObject *o, Py_buffer *b, const char *fmt, int ndim, int writable) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_ND | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(o, b, flags) < 0) return -1;
    int ok = b->ndim == ndim && b->format && (strcmp(b->format, fmt) == 0 ||
                                              (fmt[0] == 'q' && strcmp(b->format, "l") == 0 && b->itemsize == 8));
    if (!ok) {
        PyBuffer_Release(b);
        PyErr_Format(PyExc_ValueError, "expected a C-contiguous %d-d buffer of format '%s'", ndim, fmt);
        return -1;
    }
    return 0;
}

static void policy_clear(Policy *self) {
    for (int i = 0; i < LAYERS; i++) {
        PyMem_Free(self->lin[i].w);
        PyMem_Free(self->lin[i].bias);
        self->lin[i].w = self->lin[i].bias = NULL;
    }
    PyMem_Free(self->vec_mean);
    PyMem_Free(self->vec_inv_std);
    PyMem_Free(self->scratch);
    self->vec_mean = self->vec_inv_std = self->scratch = NULL;
    self->scratch_floats = 0;
}

static void stop_worker(Policy *self);
static void finish_job(Policy *self);

static void policy_free(Policy *self) {
    stop_worker(self);
    policy_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static float *copy_floats(PyObject *o, Py_ssize_t want) {
    Py_buffer b;
    if (get_buffer(o, &b, "f", 1, 0) < 0) return NULL;
    float *out = NULL;
    if (b.shape[0] != want) {
        PyErr_Format(PyExc_ValueError, "expected %zd floats, got %zd", want, b.shape[0]);
    } else if ((out = PyMem_Malloc((size_t)(want ? want : 1) * sizeof(float))) == NULL) {
        PyErr_NoMemory();
    } else {
        memcpy(out, b.buf, (size_t)want * sizeof(float));
    }
    PyBuffer_Release(&b);
    return out;
}

/* Policy(layers, vec_mean, vec_inv_std): layers is 7 tuples (w float32[k, n], scale, bias float32[n] or None,
   quantized) in the order sage1 self/neighbour, sage2 self/neighbour, trunk 0, trunk 1, policy head. */
static int policy_init(Policy *self, PyObject *args, PyObject *kw) {
    PyObject *layers, *mean, *istd;
    if (!PyArg_ParseTuple(args, "OOO", &layers, &mean, &istd)) return -1;
    finish_job(self); /* __init__ called again: the thread's job reads the last network */
    policy_clear(self); /* nothing of the last network stays */
    if (!PyTuple_Check(layers) || PyTuple_GET_SIZE(layers) != LAYERS) {
        PyErr_SetString(PyExc_ValueError, "layers: a tuple of 7 (w, scale, bias, quantized) tuples");
        return -1;
    }
    for (int i = 0; i < LAYERS; i++) {
        PyObject *w_o, *bias_o;
        float scale;
        int quantized;
        if (!PyArg_ParseTuple(PyTuple_GET_ITEM(layers, i), "OfOp", &w_o, &scale, &bias_o, &quantized)) return -1;
        Py_buffer b;
        if (get_buffer(w_o, &b, "f", 2, 0) < 0) return -1;
        Linear *l = &self->lin[i];
        l->k = (int)b.shape[0];
        l->n = (int)b.shape[1];
        l->scale = scale;
        l->quantized = quantized;
        const size_t size = (size_t)l->k * (size_t)l->n;
        l->w = PyMem_Malloc((size ? size : 1) * sizeof(float));
        if (l->w) memcpy(l->w, b.buf, (size_t)l->k * l->n * sizeof(float));
        PyBuffer_Release(&b);
        if (!l->w) {
            PyErr_NoMemory();
            return -1;
        }
        if (bias_o != Py_None && !(l->bias = copy_floats(bias_o, l->n))) return -1;
    }
    const Linear *L = self->lin;
    self->feats = L[S1_SELF].k;
    self->hidden = L[S2_SELF].n;
    self->actions = L[HEAD].n;
    self->vec = L[TRUNK0].k - self->hidden - self->actions;
    if (L[S1_NEIGH].k != self->feats || L[S1_NEIGH].n != L[S1_SELF].n || L[S2_SELF].k != L[S1_SELF].n ||
        L[S2_NEIGH].k != L[S2_SELF].k || L[S2_NEIGH].n != self->hidden || self->vec <= 0 ||
        L[TRUNK1].k != L[TRUNK0].n || L[HEAD].k != L[TRUNK1].n) {
        PyErr_SetString(PyExc_ValueError, "layers: shapes do not chain");
        return -1;
    }
    if (L[TRUNK0].k > MAX_HEAD_WIDTH || L[TRUNK0].n > MAX_HEAD_WIDTH || L[TRUNK1].n > MAX_HEAD_WIDTH ||
        L[HEAD].n > MAX_HEAD_WIDTH) {
        PyErr_SetString(PyExc_ValueError, "layers: the head is wider than 1024");
        return -1;
    }
    if (!(self->vec_mean = copy_floats(mean, self->vec)) || !(self->vec_inv_std = copy_floats(istd, self->vec)))
        return -1;
    return 0;
}

/* Whether __init__ built the network (a failed or missing one leaves it unusable): else a ValueError. */
static int ready(Policy *self) {
    if (self->vec_inv_std == NULL) PyErr_SetString(PyExc_ValueError, "the Policy was not built (see __init__)");
    return self->vec_inv_std != NULL;
}

/* The aggregation matrix as the network computes it, A[i, j] / max(sum_j A[i, j], 1e-6), from either form of a graph:
   - links (int64[E, 2]): graph.dense_adjacency's A (each link in both directions, self-links left out, a pair once,
     A[i, j] = 1 / deg(i)), never built dense;
   - adj (float32[N, N]): any matrix, its nonzeros.
   Returns 0, or -1 with a Python error set. */
static void csr_free(Csr *c) {
    PyMem_Free(c->start);
    PyMem_Free(c->col);
    PyMem_Free(c->coef);
}

static int csr_from_links(const int64_t *links, Py_ssize_t e, Py_ssize_t n, Csr *c) {
    for (Py_ssize_t i = 0; i < 2 * e; i++) {
        if (links[i] < 0 || links[i] >= n) {
            PyErr_SetString(PyExc_ValueError, "encode: a link out of range");
            return -1;
        }
    }
    c->start = PyMem_Calloc((size_t)n + 2, sizeof(Py_ssize_t));
    c->col = PyMem_Malloc((size_t)(2 * e + 1) * sizeof(Py_ssize_t));
    c->coef = PyMem_Malloc((size_t)(2 * e + 1) * sizeof(float));
    if (!c->start || !c->col || !c->coef) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t *start = c->start, *col = c->col;
    for (Py_ssize_t i = 0; i < e; i++) {
        if (links[2 * i] == links[2 * i + 1]) continue;
        start[links[2 * i] + 2]++;
        start[links[2 * i + 1] + 2]++;
    }
    for (Py_ssize_t i = 0; i < n; i++) start[i + 2] += start[i + 1];
    for (Py_ssize_t i = 0; i < e; i++) {
        const int64_t s = links[2 * i], d = links[2 * i + 1];
        if (s == d) continue;
        col[start[s + 1]++] = d;
        col[start[d + 1]++] = s;
    }
    /* now start[i] .. start[i + 1] holds node i's neighbours: sort each list, keep each once, compact */
    Py_ssize_t w = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        const Py_ssize_t lo = start[i], hi = start[i + 1];
        for (Py_ssize_t u = lo + 1; u < hi; u++) { /* insertion sort: lists are short */
            const Py_ssize_t v = col[u];
            Py_ssize_t k = u;
            while (k > lo && col[k - 1] > v) {
                col[k] = col[k - 1];
                k--;
            }
            col[k] = v;
        }
        start[i] = w;
        for (Py_ssize_t u = lo; u < hi; u++)
            if (u == lo || col[u] != col[u - 1]) col[w++] = col[u];
        const Py_ssize_t d = w - start[i];
        if (d) {
            const float v = 1.0f / (float)d;
            float sum = 0.0f;
            for (Py_ssize_t u = 0; u < d; u++) sum += v;
            const float cf = v / (sum > 1e-6f ? sum : 1e-6f);
            for (Py_ssize_t u = start[i]; u < w; u++) c->coef[u] = cf;
        }
    }
    start[n] = w;
    return 0;
}

static int csr_from_dense(const float *adj, Py_ssize_t n, Csr *c) {
    Py_ssize_t nnz = 0;
    for (Py_ssize_t i = 0; i < n * n; i++) nnz += adj[i] != 0.0f;
    c->start = PyMem_Calloc((size_t)n + 1, sizeof(Py_ssize_t));
    c->col = PyMem_Malloc((size_t)(nnz + 1) * sizeof(Py_ssize_t));
    c->coef = PyMem_Malloc((size_t)(nnz + 1) * sizeof(float));
    if (!c->start || !c->col || !c->coef) {
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t w = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        const float *row = adj + i * n;
        float sum = 0.0f;
        for (Py_ssize_t j = 0; j < n; j++) sum += row[j];
        const float div = sum > 1e-6f ? sum : 1e-6f;
        c->start[i] = w;
        for (Py_ssize_t j = 0; j < n; j++) {
            if (row[j] == 0.0f) continue;
            c->col[w] = j;
            c->coef[w++] = row[j] / div;
        }
    }
    c->start[n] = w;
    return 0;
}

/* agg[i] = sum over row i's entries of coef * in[col] (rows of width floats) */
CLONES static void aggregate(const Csr *c, Py_ssize_t n, const float *in, Py_ssize_t width, float *agg) {
    for (Py_ssize_t i = 0; i < n; i++) {
        float *r = agg + i * width;
        for (Py_ssize_t k = 0; k < width; k++) r[k] = 0.0f;
        for (Py_ssize_t u = c->start[i]; u < c->start[i + 1]; u++) {
            const float cf = c->coef[u];
            const float *src = in + c->col[u] * width;
            for (Py_ssize_t k = 0; k < width; k++) r[k] += cf * src[k];
        }
    }
}

/* The encoder's layers over n nodes whose input (the signed log of the features) is in scratch[0 .. n * F): two
   GraphSAGE layers, then the signed log of the sum over nodes written to out[H]. scratch holds 4 regions of rows
   floats. No Python call: the worker thread runs it without the GIL. */
static void encode_layers(const Policy *self, Py_ssize_t n, const Csr *csr, float *scratch, size_t rows, float *out) {
    const Linear *L = self->lin;
    const Py_ssize_t h = self->hidden;
    float *x = scratch, *agg = x + rows, *hid = agg + rows, *q = hid + rows;
    Py_ssize_t width = self->feats;
    for (int layer = 0; layer < 2; layer++) {
        const Linear *self_l = &L[layer ? S2_SELF : S1_SELF], *neigh_l = &L[layer ? S2_NEIGH : S1_NEIGH];
        aggregate(csr, n, x, width, agg);
        linear(self_l, x, n, hid, 0, q);
        linear(neigh_l, agg, n, hid, 1, q);
        relu(hid, n * self_l->n);
        width = self_l->n;
        memcpy(x, hid, (size_t)(n * width) * sizeof(float));
    }
    for (Py_ssize_t c = 0; c < h; c++) {
        float s = 0.0f;
        for (Py_ssize_t i = 0; i < n; i++) s += x[i * h + c];
        out[c] = signed_log(s);
    }
}

/* What encode and encode_start read from their arguments: the graph as CSR, the signed log of the node features in
   scratch (grown to 4 regions of *rows floats, or a fresh block in *own where own is not NULL), out held. Returns 0,
   or -1 with a Python error set and nothing held. */
static int encode_inputs(Policy *self, PyObject *x_o, PyObject *g_o, PyObject *out_o, Csr *csr, Py_buffer *ob,
                         Py_ssize_t *n_out, size_t *rows_out, float **own) {
    Py_buffer xb, gb;
    int rc = -1;
    if (get_buffer(x_o, &xb, "f", 2, 0) < 0) return -1;
    if (PyObject_GetBuffer(g_o, &gb, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_ND) < 0) {
        PyBuffer_Release(&xb);
        return -1;
    }
    if (get_buffer(out_o, ob, "f", 1, 1) < 0) {
        PyBuffer_Release(&xb);
        PyBuffer_Release(&gb);
        return -1;
    }
    const Py_ssize_t n = xb.shape[0], f = self->feats, h1 = self->lin[S1_SELF].n, h = self->hidden;
    const int is_links = gb.ndim == 2 && gb.shape[1] == 2 && gb.itemsize == 8 && gb.format &&
                         (strcmp(gb.format, "q") == 0 || strcmp(gb.format, "l") == 0);
    const int is_dense = gb.ndim == 2 && gb.shape[0] == n && gb.shape[1] == n && gb.format &&
                         strcmp(gb.format, "f") == 0;
    csr->start = csr->col = NULL;
    csr->coef = NULL;
    if (xb.shape[1] != f || ob->shape[0] != h || !(is_links || is_dense)) {
        PyErr_SetString(PyExc_ValueError, "encode: node_x, graph (int64 links or a float32 N x N matrix) or out "
                                          "of the wrong shape");
        goto done;
    }
    if ((is_links && !is_dense ? csr_from_links(gb.buf, gb.shape[0], n, csr) : csr_from_dense(gb.buf, n, csr)) < 0)
        goto done;
    const Py_ssize_t wide = h1 > f ? h1 : f, big = h > wide ? h : wide; /* the widest row of any layer */
    const size_t rows = (size_t)(n * big + 16);
    float *scratch;
    if (own) {
        if (!(scratch = *own = PyMem_Malloc(4 * rows * sizeof(float)))) {
            PyErr_NoMemory();
            goto done;
        }
    } else {
        if (self->scratch_floats < 4 * rows) {
            float *grown = PyMem_Realloc(self->scratch, 4 * rows * sizeof(float));
            if (!grown) {
                PyErr_NoMemory();
                goto done;
            }
            self->scratch = grown;
            self->scratch_floats = 4 * rows;
        }
        scratch = self->scratch;
    }
    /* the input: signed log of the features (the node mask is all ones for one module's graph) */
    signed_log_all(xb.buf, n * f, scratch);
    *n_out = n;
    *rows_out = rows;
    rc = 0;
done:
    if (rc < 0) {
        csr_free(csr);
        PyBuffer_Release(ob);
    }
    PyBuffer_Release(&xb);
    PyBuffer_Release(&gb);
    return rc;
}

/* The worker thread: one job at a time, handed over under mu (see Policy). */
static void *encode_worker(void *arg) {
    Policy *self = arg;
    pthread_mutex_lock(&self->mu);
    for (;;) {
        while (!self->job && !self->quit) pthread_cond_wait(&self->cv, &self->mu);
        if (self->quit) break;
        pthread_mutex_unlock(&self->mu);
        encode_layers(self, self->job_n, &self->job_csr, self->scratch, self->job_rows, self->job_out.buf);
        pthread_mutex_lock(&self->mu);
        self->job = 0;
        self->done = 1;
        pthread_cond_broadcast(&self->cv);
    }
    pthread_mutex_unlock(&self->mu);
    return NULL;
}

/* Releases a finished job's graph and out (with the GIL). */
static void reap(Policy *self) {
    csr_free(&self->job_csr);
    self->job_csr.start = self->job_csr.col = NULL;
    self->job_csr.coef = NULL;
    PyBuffer_Release(&self->job_out);
    self->done = 0;
}

/* The job flags, read under mu where the thread runs (it writes them): 2 the thread is computing, 1 finished and not
   reaped, 0 no job. */
static int job_state(Policy *self) {
    if (self->owner != getpid()) return self->job ? 2 : self->done;
    pthread_mutex_lock(&self->mu);
    const int state = self->job ? 2 : self->done;
    pthread_mutex_unlock(&self->mu);
    return state;
}

/* Returns once no job is in flight (a finished one reaped). In a forked child (the thread is the parent's) a job
   handed over before the fork is computed here: its input is already in scratch. The GIL is released while the
   thread computes, so another caller may reap that job and start the next meanwhile: the flags are read again
   each round, with the GIL. */
static void finish_job(Policy *self) {
    for (;;) {
        const int state = job_state(self);
        if (state == 0) return;
        if (state == 1) {
            reap(self);
            return;
        }
        if (self->owner != getpid()) {
            encode_layers(self, self->job_n, &self->job_csr, self->scratch, self->job_rows, self->job_out.buf);
            self->job = 0;
            self->done = 1;
            continue;
        }
        Py_BEGIN_ALLOW_THREADS
        pthread_mutex_lock(&self->mu);
        while (self->job) pthread_cond_wait(&self->cv, &self->mu);
        pthread_mutex_unlock(&self->mu);
        Py_END_ALLOW_THREADS
    }
}

/* Starts the worker thread in this process where none runs. Returns 0 where one runs. */
static int ensure_worker(Policy *self) {
    const pid_t pid = getpid();
    if (self->owner == pid) return 0;
    /* none started, or a forked child: the parent's mutex and condition may have been held at the fork */
    if (pthread_mutex_init(&self->mu, NULL) != 0) return -1;
    if (pthread_cond_init(&self->cv, NULL) != 0) {
        pthread_mutex_destroy(&self->mu);
        return -1;
    }
    self->quit = 0;
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old); /* signals go to the interpreter's threads, never this one */
    const int rc = pthread_create(&self->thread, NULL, encode_worker, self);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        pthread_cond_destroy(&self->cv);
        pthread_mutex_destroy(&self->mu);
        self->owner = 0;
        return -1;
    }
    self->owner = pid;
    return 0;
}

/* Stops the thread (at dealloc). It never takes the GIL, so this waits for it holding the GIL. */
static void stop_worker(Policy *self) {
    if (self->owner != getpid()) { /* none started, or a forked child's: a job is computed here */
        finish_job(self);
        return;
    }
    pthread_mutex_lock(&self->mu);
    while (self->job) pthread_cond_wait(&self->cv, &self->mu);
    self->quit = 1;
    pthread_cond_broadcast(&self->cv);
    pthread_mutex_unlock(&self->mu);
    pthread_join(self->thread, NULL);
    if (self->done) reap(self);
    pthread_cond_destroy(&self->cv);
    pthread_mutex_destroy(&self->mu);
    self->owner = 0;
}

/* encode(node_x float32[N, F], graph, out float32[H]): the graph embedding (the encoder's output, the signed log
   of the sum over nodes) written to out; graph: the links (int64[E, 2]) or a dense adjacency (float32[N, N]). */
static PyObject *policy_encode(Policy *self, PyObject *args) {
    PyObject *x_o, *g_o, *out_o;
    if (!PyArg_ParseTuple(args, "OOO", &x_o, &g_o, &out_o) || !ready(self)) return NULL;
    finish_job(self); /* the scratch is the thread's until then */
    Csr csr;
    Py_buffer ob;
    Py_ssize_t n;
    size_t rows;
    if (encode_inputs(self, x_o, g_o, out_o, &csr, &ob, &n, &rows, NULL) < 0) return NULL;
    encode_layers(self, n, &csr, self->scratch, rows, ob.buf);
    csr_free(&csr);
    PyBuffer_Release(&ob);
    Py_RETURN_NONE;
}

/* encode_start(node_x, graph, out) -> bool: encode() on the network's own thread; True: out is written by the time
   encode_wait() returns (out must stay alive and untouched until then), False: it was computed in the call (the
   thread could not be started, or is busy with another caller's job: then in a scratch of this call's own). The
   arguments are read, and their errors raised, in the call. */
static PyObject *policy_encode_start(Policy *self, PyObject *args) {
    PyObject *x_o, *g_o, *out_o;
    if (!PyArg_ParseTuple(args, "OOO", &x_o, &g_o, &out_o) || !ready(self)) return NULL;
    const int state = job_state(self), running = state == 2 && self->owner == getpid();
    if (state && !running) finish_job(self); /* finished (reaped here), or a forked child's (computed here) */
    Csr csr;
    Py_buffer ob;
    Py_ssize_t n;
    size_t rows;
    float *own = NULL;
    if (encode_inputs(self, x_o, g_o, out_o, &csr, &ob, &n, &rows, running ? &own : NULL) < 0) return NULL;
    if (running || ensure_worker(self) < 0) {
        encode_layers(self, n, &csr, own ? own : self->scratch, rows, ob.buf);
        PyMem_Free(own);
        csr_free(&csr);
        PyBuffer_Release(&ob);
        Py_RETURN_FALSE;
    }
    self->job_n = n;
    self->job_rows = rows;
    self->job_csr = csr;
    self->job_out = ob;
    pthread_mutex_lock(&self->mu);
    self->job = 1;
    self->done = 0;
    pthread_cond_broadcast(&self->cv);
    pthread_mutex_unlock(&self->mu);
    Py_RETURN_TRUE;
}

/* encode_wait(): returns once the job encode_start handed to the thread is done (at once where there is none). */
static PyObject *policy_encode_wait(Policy *self, PyObject *unused) {
    finish_job(self);
    Py_RETURN_NONE;
}

/* The head: the masked logits of one decision (invalid actions -1e9) from the graph embedding g[H], the state vector
   vec[V] and the mask m[A], written to out[A]. */
static void head(const Policy *self, const float *g, const float *vec, const unsigned char *mask, float *out) {
    const Linear *L = self->lin;
    const int h = self->hidden, nv = self->vec, na = self->actions;
    float cat[MAX_HEAD_WIDTH], q[MAX_HEAD_WIDTH], t0[MAX_HEAD_WIDTH], t1[MAX_HEAD_WIDTH];
    memcpy(cat, g, (size_t)h * sizeof(float));
    for (int i = 0; i < nv; i++) cat[h + i] = (vec[i] - self->vec_mean[i]) * self->vec_inv_std[i];
    signed_log_all(cat + h, nv, cat + h);
    for (int i = 0; i < na; i++) cat[h + nv + i] = mask[i] ? 1.0f : 0.0f;
    linear(&L[TRUNK0], cat, 1, t0, 0, q);
    relu(t0, L[TRUNK0].n);
    linear(&L[TRUNK1], t0, 1, t1, 0, q);
    relu(t1, L[TRUNK1].n);
    linear(&L[HEAD], t1, 1, out, 0, q);
    for (int i = 0; i < na; i++)
        if (!mask[i]) out[i] = -1e9f;
}

/* step(graph float32[H], vec float32[V], mask bool[A], out float32[A]): the masked logits of one decision (invalid
   actions -1e9) written to out. */
static PyObject *policy_step(Policy *self, PyObject *args) {
    PyObject *g_o, *v_o, *m_o, *out_o, *result = NULL;
    if (!PyArg_ParseTuple(args, "OOOO", &g_o, &v_o, &m_o, &out_o) || !ready(self)) return NULL;
    Py_buffer gb, vb, mb, ob;
    if (get_buffer(g_o, &gb, "f", 1, 0) < 0) return NULL;
    if (get_buffer(v_o, &vb, "f", 1, 0) < 0) goto g;
    if (get_buffer(m_o, &mb, "?", 1, 0) < 0) goto v;
    if (get_buffer(out_o, &ob, "f", 1, 1) < 0) goto m;
    if (gb.shape[0] != self->hidden || vb.shape[0] != self->vec || mb.shape[0] != self->actions ||
        ob.shape[0] != self->actions) {
        PyErr_SetString(PyExc_ValueError, "step: graph, vec, mask or out of the wrong length");
        goto o;
    }
    head(self, gb.buf, vb.buf, mb.buf, ob.buf);
    result = Py_None;
    Py_INCREF(result);
o:
    PyBuffer_Release(&ob);
m:
    PyBuffer_Release(&mb);
v:
    PyBuffer_Release(&vb);
g:
    PyBuffer_Release(&gb);
    return result;
}

enum { MAX_CONTEXT = 1024 }; /* the context group's slots live on the stack */

/* decide(graph float32[H], vec float32[V], history, mask bool[A], out float32[A], at, slots, window, actions): one
   greedy decision of a zero-shot selection in one call. The action-history features of `history` (a sequence of
   menu indices, oldest first, of which the last `window` count) are written into vec[at : at + slots + 4] as
   features.vector.context_features(history, actions) computes them (that function is the reference; each value in
   double, stored as float32); then the masked logits into out, as step() does. Returns (the valid action of the
   highest logit, the first of equal ones: numpy's argmax over the logits with the invalid ones at -inf, 0 where none
   is valid; its softmax probability among the valid actions, in double, or -1.0 where fewer than two are valid). */
static PyObject *policy_decide(Policy *self, PyObject *args) {
    PyObject *g_o, *v_o, *h_o, *m_o, *out_o, *hist = NULL, *result = NULL;
    Py_ssize_t at, slots, window, actions;
    if (!PyArg_ParseTuple(args, "OOOOOnnnn", &g_o, &v_o, &h_o, &m_o, &out_o, &at, &slots, &window, &actions) ||
        !ready(self))
        return NULL;
    if (slots < 1 || slots + 4 > MAX_CONTEXT || window < 1 || actions < 0 || at < 0) {
        PyErr_SetString(PyExc_ValueError, "decide: slots, window, actions or at out of range");
        return NULL;
    }
    if (!(hist = PySequence_Fast(h_o, "decide: history must be a sequence of ints"))) return NULL;
    Py_buffer gb, vb, mb, ob;
    if (get_buffer(g_o, &gb, "f", 1, 0) < 0) goto h;
    if (get_buffer(v_o, &vb, "f", 1, 1) < 0) goto g;
    if (get_buffer(m_o, &mb, "?", 1, 0) < 0) goto v;
    if (get_buffer(out_o, &ob, "f", 1, 1) < 0) goto m;
    const int na = self->actions;
    if (gb.shape[0] != self->hidden || vb.shape[0] != self->vec || mb.shape[0] != na || ob.shape[0] != na ||
        at + slots + 4 > vb.shape[0]) {
        PyErr_SetString(PyExc_ValueError, "decide: graph, vec, mask or out of the wrong length");
        goto o;
    }
    const Py_ssize_t n = PySequence_Fast_GET_SIZE(hist), first = n > window ? n - window : 0, len = n - first;
    PyObject **items = PySequence_Fast_ITEMS(hist);
    Py_ssize_t recent[MAX_CONTEXT];
    double ctx[MAX_CONTEXT];
    if (len > MAX_CONTEXT) {
        PyErr_SetString(PyExc_ValueError, "decide: the window is wider than 1024");
        goto o;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        const Py_ssize_t a = PyNumber_AsSsize_t(items[first + i], PyExc_OverflowError);
        if (a == -1 && PyErr_Occurred()) goto o;
        if (a < 0 || a >= actions) {
            PyErr_Format(PyExc_ValueError, "action %zd is outside the menu of %zd actions", a, actions);
            goto o;
        }
        recent[i] = a;
    }
    for (Py_ssize_t i = 0; i < slots + 4; i++) ctx[i] = 0.0;
    for (Py_ssize_t age = 0; age < len; age++) { /* the most recent use of each action weighs most */
        const double w = (double)(window - age) / (double)window;
        const Py_ssize_t a = recent[len - 1 - age] % slots;
        if (w > ctx[a]) ctx[a] = w;
    }
    ctx[slots] = (double)(window - len) / (double)window;
    ctx[slots + 1] = (double)n / (double)window;
    if (len) {
        Py_ssize_t run = 0, distinct = 0;
        for (Py_ssize_t i = len - 2; i >= 0 && recent[i] == recent[len - 1]; i--) run++;
        for (Py_ssize_t i = 0; i < len; i++) { /* a window of 10: no set needed */
            Py_ssize_t j = 0;
            while (j < i && recent[j] != recent[i]) j++;
            distinct += j == i;
        }
        ctx[slots + 2] = (double)run / (double)window;
        ctx[slots + 3] = (double)distinct / (double)window;
    }
    float *vec = vb.buf, *out = ob.buf;
    const unsigned char *mask = mb.buf;
    for (Py_ssize_t i = 0; i < slots + 4; i++) vec[at + i] = (float)ctx[i];
    head(self, gb.buf, vec, mask, out);
    int best = -1, valid = 0;
    for (int i = 0; i < na; i++) {
        if (!mask[i]) continue;
        valid++;
        if (best < 0 || out[i] > out[best]) best = i;
    }
    double p = -1.0;
    if (valid > 1) {
        double sum = 0.0;
        for (int i = 0; i < na; i++)
            if (mask[i]) sum += exp((double)out[i] - (double)out[best]);
        p = 1.0 / sum;
    }
    result = Py_BuildValue("(nd)", (Py_ssize_t)(best < 0 ? 0 : best), p);
o:
    PyBuffer_Release(&ob);
m:
    PyBuffer_Release(&mb);
v:
    PyBuffer_Release(&vb);
g:
    PyBuffer_Release(&gb);
h:
    Py_DECREF(hist);
    return result;
}

static PyMethodDef policy_methods[] = {
    {"encode", (PyCFunction)policy_encode, METH_VARARGS,
     "encode(node_x, graph, out): the graph embedding of one module's graph (its links or dense adjacency), "
     "written to out"},
    {"encode_start", (PyCFunction)policy_encode_start, METH_VARARGS,
     "encode_start(node_x, graph, out) -> bool: encode() on the network's own thread (True: out is written once "
     "encode_wait() returns; False: it was computed in the call)"},
    {"encode_wait", (PyCFunction)policy_encode_wait, METH_NOARGS,
     "encode_wait(): returns once the job encode_start handed to the thread is done"},
    {"step", (PyCFunction)policy_step, METH_VARARGS,
     "step(graph, vec, mask, out): one decision's masked logits, written to out"},
    {"decide", (PyCFunction)policy_decide, METH_VARARGS,
     "decide(graph, vec, history, mask, out, at, slots, window, actions) -> (action, probability): the action-history "
     "features written into vec, the masked logits into out, the greedy valid action and its softmax probability"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject PolicyType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mqss_edge.quantize._infer.Policy",
    .tp_basicsize = sizeof(Policy),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Policy(layers, vec_mean, vec_inv_std): the policy network for one decision at a time",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)policy_init,
    .tp_dealloc = (destructor)policy_free,
    .tp_methods = policy_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, .m_name = "_infer", .m_doc = "The policy network in C (quantize/native.py).", .m_size = -1,
};

PyMODINIT_FUNC PyInit__infer(void) {
    if (PyType_Ready(&PolicyType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&PolicyType);
    if (PyModule_AddObject(m, "Policy", (PyObject *)&PolicyType) < 0) {
        Py_DECREF(&PolicyType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
