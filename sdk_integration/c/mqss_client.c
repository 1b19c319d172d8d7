/* mqss_client.c: see mqss_client.h. libc only. */
#define _POSIX_C_SOURCE 200809L
#include "mqss_client.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

struct mqss_client {
    int fd;
    char *buf; /* bytes received and not yet consumed */
    size_t len, cap;
    unsigned long next_id;
};

mqss_client *mqss_connect(const char *socket_path) {
    struct sockaddr_un addr;
    if (strlen(socket_path) >= sizeof addr.sun_path) {
        errno = ENAMETOOLONG;
        return NULL;
    }
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) return NULL;
    memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    strcpy(addr.sun_path, socket_path);
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        int e = errno;
        close(fd);
        errno = e;
        return NULL;
    }
    mqss_client *c = calloc(1, sizeof *c);
    if (!c) {
        close(fd);
        return NULL;
    }
    c->fd = fd;
    return c;
}

void mqss_close(mqss_client *c) {
    if (!c) return;
    close(c->fd);
    free(c->buf);
    free(c);
}

/* ---- output: a growable buffer ---------------------------------------------------------------- */
typedef struct { char *p; size_t n, cap; int oom; } sbuf;

static void put(sbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->n + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) { b->oom = 1; return; }
        b->p = p, b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static void put_json_string(sbuf *b, const char *s, size_t n) {
    static const char hex[] = "0123456789abcdef";
    put(b, "\"", 1);
    size_t run = 0; /* copy plain runs in one go */
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch >= 0x20 && ch != '"' && ch != '\\') { run++; continue; }
        put(b, s + i - run, run);
        run = 0;
        char esc[6] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
        if (ch == '"' || ch == '\\') { esc[1] = (char)ch; put(b, esc, 2); }
        else if (ch == '\n') put(b, "\\n", 2);
        else if (ch == '\t') put(b, "\\t", 2);
        else put(b, esc, 6);
    }
    put(b, s + n - run, run);
    put(b, "\"", 1);
}

/* ---- input: a minimal JSON reader for the answer object --------------------------------------- */
static const char *skip_ws(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    return p;
}

static void put_utf8(sbuf *b, unsigned long cp) {
    char u[4];
    if (cp < 0x80) { u[0] = (char)cp; put(b, u, 1); }
    else if (cp < 0x800) { u[0] = (char)(0xC0 | cp >> 6); u[1] = (char)(0x80 | (cp & 63)); put(b, u, 2); }
    else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | cp >> 12); u[1] = (char)(0x80 | ((cp >> 6) & 63)); u[2] = (char)(0x80 | (cp & 63));
        put(b, u, 3);
    } else {
        u[0] = (char)(0xF0 | cp >> 18); u[1] = (char)(0x80 | ((cp >> 12) & 63));
        u[2] = (char)(0x80 | ((cp >> 6) & 63)); u[3] = (char)(0x80 | (cp & 63));
        put(b, u, 4);
    }
}

static int hex4(const char *p, unsigned long *v) {
    *v = 0;
    for (int i = 0; i < 4; i++) {
        char ch = p[i];
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
              : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
        if (d < 0) return -1;
        *v = *v << 4 | (unsigned long)d;
    }
    return 0;
}

/* Parse a JSON string at p (at its opening quote); returns the position after it or NULL. If out is
 * given, the unescaped text goes there. */
static const char *read_string(const char *p, sbuf *out) {
    if (*p != '"') return NULL;
    p++;
    sbuf sink = {0};
    sbuf *b = out ? out : &sink;
    put(b, "", 0);
    while (*p && *p != '"') {
        if (*p != '\\') {
            const char *q = p;
            while (*q && *q != '"' && *q != '\\') q++;
            if (out) put(b, p, (size_t)(q - p));
            p = q;
            continue;
        }
        p++;
        char e = *p++;
        switch (e) {
        case '"': case '\\': case '/': if (out) put(b, &e, 1); break;
        case 'n': if (out) put(b, "\n", 1); break;
        case 't': if (out) put(b, "\t", 1); break;
        case 'r': if (out) put(b, "\r", 1); break;
        case 'b': if (out) put(b, "\b", 1); break;
        case 'f': if (out) put(b, "\f", 1); break;
        case 'u': {
            unsigned long cp, lo;
            if (hex4(p, &cp)) { free(sink.p); return NULL; }
            p += 4;
            if (cp >= 0xD800 && cp < 0xDC00 && p[0] == '\\' && p[1] == 'u' && !hex4(p + 2, &lo) &&
                lo >= 0xDC00 && lo < 0xE000) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                p += 6;
            }
            if (out) put_utf8(b, cp);
            break;
        }
        default: free(sink.p); return NULL;
        }
    }
    free(sink.p);
    return *p == '"' ? p + 1 : NULL;
}

/* Skip any JSON value; returns the position after it or NULL. */
static const char *skip_value(const char *p) {
    p = skip_ws(p);
    if (*p == '"') return read_string(p, NULL);
    if (*p == '{' || *p == '[') {
        int depth = 0;
        while (*p) {
            if (*p == '"') { p = read_string(p, NULL); if (!p) return NULL; continue; }
            if (*p == '{' || *p == '[') depth++;
            else if (*p == '}' || *p == ']') { if (--depth == 0) return p + 1; }
            p++;
        }
        return NULL;
    }
    const char *q = p;
    while (*q && *q != ',' && *q != '}' && *q != ']' && *q != ' ' && *q != '\n') q++;
    return q > p ? q : NULL;
}

static char *take(sbuf *b) { char *p = b->oom ? NULL : b->p; if (b->oom) free(b->p); return p; }

static int parse_answer(const char *line, mqss_plan *out) {
    const char *p = skip_ws(line);
    if (*p++ != '{') return -1;
    for (;;) {
        p = skip_ws(p);
        if (*p == '}') return 0;
        sbuf key = {0};
        p = read_string(p, &key);
        if (!p) { free(key.p); return -1; }
        p = skip_ws(p);
        if (*p++ != ':') { free(key.p); return -1; }
        p = skip_ws(p);
        char **slot = NULL;
        if (!strcmp(key.p, "plan")) slot = &out->plan;
        else if (!strcmp(key.p, "full_pipeline")) slot = &out->full_pipeline;
        else if (!strcmp(key.p, "transform_script")) slot = &out->transform_script;
        else if (!strcmp(key.p, "error")) slot = &out->error;
        else if (!strcmp(key.p, "module_hash")) slot = &out->module_hash;
        else if (!strcmp(key.p, "policy_hash")) slot = &out->policy_hash;
        int is_latency = !strcmp(key.p, "latency_ms");
        free(key.p);
        if (slot && *p == '"') {
            sbuf v = {0};
            p = read_string(p, &v);
            if (!p) { free(v.p); return -1; }
            free(*slot);
            *slot = take(&v);
        } else if (is_latency && (*p == '-' || (*p >= '0' && *p <= '9'))) {
            char *end;
            out->latency_ms = strtod(p, &end);
            p = end;
        } else {
            p = skip_value(p); /* null, arrays, ids, fields added later */
            if (!p) return -1;
        }
        p = skip_ws(p);
        if (*p == ',') { p++; continue; }
        if (*p == '}') return 0;
        return -1;
    }
}

static int send_all(int fd, const char *p, size_t n) {
    while (n) {
        ssize_t k = send(fd, p, n, MSG_NOSIGNAL);
        if (k < 0) { if (errno == EINTR) continue; return -1; }
        p += k, n -= (size_t)k;
    }
    return 0;
}

/* One line from the connection (without its newline), malloc'd; NULL on EOF or error. */
static char *recv_line(mqss_client *c) {
    for (;;) {
        char *nl = c->len ? memchr(c->buf, '\n', c->len) : NULL;
        if (nl) {
            size_t n = (size_t)(nl - c->buf);
            char *line = malloc(n + 1);
            if (!line) return NULL;
            memcpy(line, c->buf, n);
            line[n] = 0;
            memmove(c->buf, nl + 1, c->len - n - 1);
            c->len -= n + 1;
            return line;
        }
        if (c->len + 65536 > c->cap) {
            size_t cap = c->cap ? c->cap * 2 : 131072;
            char *p = realloc(c->buf, cap);
            if (!p) return NULL;
            c->buf = p, c->cap = cap;
        }
        ssize_t k = recv(c->fd, c->buf + c->len, c->cap - c->len, 0);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) { if (k == 0) errno = ECONNRESET; return NULL; }
        c->len += (size_t)k;
    }
}

int mqss_select(mqss_client *c, const char *module_text, size_t len, mqss_plan *out) {
    memset(out, 0, sizeof *out);
    sbuf req = {0};
    char id[32];
    snprintf(id, sizeof id, "%lu", ++c->next_id);
    put(&req, "{\"id\": ", 7);
    put(&req, id, strlen(id));
    put(&req, ", \"module\": ", 12);
    put_json_string(&req, module_text, len);
    put(&req, "}\n", 2);
    if (req.oom) { free(req.p); errno = ENOMEM; return -1; }
    int rc = send_all(c->fd, req.p, req.n);
    free(req.p);
    if (rc) return -1;
    out->raw = recv_line(c);
    if (!out->raw) return -1;
    if (parse_answer(out->raw, out) != 0) { errno = EPROTO; return -1; }
    if (!out->error && !out->full_pipeline) { errno = EPROTO; return -1; }
    return 0;
}

char *mqss_pipeline_with_library(const mqss_plan *p, const char *library_path) {
    static const char needle[] = "transform-library-paths=transforms.mlir";
    if (!p->full_pipeline) return NULL;
    const char *at = strstr(p->full_pipeline, needle);
    size_t n = strlen(p->full_pipeline), lib = strlen(library_path), key = sizeof "transform-library-paths=" - 1;
    if (!at) return strdup(p->full_pipeline);
    char *s = malloc(n - (sizeof needle - 1) + key + lib + 1);
    if (!s) return NULL;
    size_t pre = (size_t)(at - p->full_pipeline);
    memcpy(s, p->full_pipeline, pre + key);
    memcpy(s + pre + key, library_path, lib);
    strcpy(s + pre + key + lib, at + sizeof needle - 1);
    return s;
}

void mqss_plan_free(mqss_plan *p) {
    free(p->plan);
    free(p->full_pipeline);
    free(p->transform_script);
    free(p->error);
    free(p->module_hash);
    free(p->policy_hash);
    free(p->raw);
    memset(p, 0, sizeof *p);
}
