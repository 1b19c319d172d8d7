/* example: get a plan for an MLIR file from `mqss-edge serve`, write its transform library, print the
 * mlir-opt-22 command line a build system would run.
 *
 *   cc -O2 -o mqss_example example.c mqss_client.c
 *   ./mqss_example SOCKET MODULE.mlir [LIBRARY.mlir]
 */
#include "mqss_client.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t k;
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) { char *b = realloc(buf, cap *= 2); if (!b) { free(buf); buf = NULL; } else buf = b; }
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s SOCKET MODULE.mlir [LIBRARY.mlir]\n", argv[0]);
        return 2;
    }
    size_t len;
    char *text = slurp(argv[2], &len);
    if (!text) { fprintf(stderr, "error: %s: %s\n", argv[2], strerror(errno)); return 1; }
    mqss_client *c = mqss_connect(argv[1]);
    if (!c) { fprintf(stderr, "error: connect %s: %s\n", argv[1], strerror(errno)); free(text); return 1; }
    mqss_plan p;
    int rc = mqss_select(c, text, len, &p);
    free(text);
    if (rc != 0) { fprintf(stderr, "error: select: %s\n", strerror(errno)); mqss_plan_free(&p); mqss_close(c); return 1; }
    if (p.error) { fprintf(stderr, "error: server: %s\n", p.error); mqss_plan_free(&p); mqss_close(c); return 1; }
    const char *lib = argc > 3 ? argv[3] : "transforms.mlir";
    if (p.transform_script) {
        FILE *f = fopen(lib, "wb");
        if (!f || fputs(p.transform_script, f) < 0 || fclose(f) != 0) {
            fprintf(stderr, "error: %s: %s\n", lib, strerror(errno));
            mqss_plan_free(&p); mqss_close(c);
            return 1;
        }
    }
    char *pipeline = mqss_pipeline_with_library(&p, lib);
    printf("plan: %s\n", p.plan ? p.plan : "");
    printf("latency_ms: %.3f\n", p.latency_ms);
    printf("policy: %s\n", p.policy_hash ? p.policy_hash : "");
    printf("library: %s\n", p.transform_script ? lib : "(none)");
    printf("pipeline: %s\n", pipeline ? pipeline : "");
    free(pipeline);
    mqss_plan_free(&p);
    mqss_close(c);
    return 0;
}
