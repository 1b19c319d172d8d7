/* mqss_client: ask a running `mqss-edge serve --socket PATH` for a module's MLIR pass pipeline.
 *
 * Plain C99 over libc only (a Unix stream socket, JSON lines). Not thread-safe per connection: use one
 * mqss_client per thread, or a lock around it. The server is; any number of connections may be open.
 *
 *   mqss_client *c = mqss_connect("/run/mqss.sock");
 *   mqss_plan p;
 *   if (c && mqss_select(c, text, len, &p) == 0) {
 *       // p.full_pipeline names the transform library "transforms.mlir": write p.transform_script there
 *       // (when non-NULL) or use mqss_pipeline_with_library(&p, path).
 *   }
 *   mqss_plan_free(&p);
 *   mqss_close(c);
 */
#ifndef MQSS_CLIENT_H
#define MQSS_CLIENT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mqss_client mqss_client;

typedef struct {
    char *plan;             /* the optimization plan in mqss-edge notation ("" for the default pipeline) */
    char *full_pipeline;    /* the exact --pass-pipeline text for mlir-opt-22 */
    char *transform_script; /* the transform library to preload, or NULL */
    char *error;            /* set (and the rest NULL) when the server could not select */
    char *module_hash;      /* sha256 of the module text, as the server saw it */
    char *policy_hash;      /* which policy answered */
    double latency_ms;      /* the server's selection time */
    char *raw;              /* the whole answer line */
} mqss_plan;

/* Connect to the server's Unix socket. NULL on failure (errno set). */
mqss_client *mqss_connect(const char *socket_path);

/* Send one module and wait for its plan. Returns 0 when the server answered (check out->error: the
 * server may answer with an error, e.g. a module it cannot read), -1 on a transport or protocol failure
 * (errno set; the connection should then be closed). out is always initialised; free it with
 * mqss_plan_free. */
int mqss_select(mqss_client *c, const char *module_text, size_t len, mqss_plan *out);

/* full_pipeline with "transform-library-paths=transforms.mlir" replaced by library_path (malloc'd). */
char *mqss_pipeline_with_library(const mqss_plan *p, const char *library_path);

void mqss_plan_free(mqss_plan *p);
void mqss_close(mqss_client *c);

#ifdef __cplusplus
}
#endif
#endif
