"""The entry point of a module and how the harness calls it.

Two kinds of entry are accepted, both read from the public function's signature:

* **kernel ABI** — a ``func.func`` with ``llvm.emit_c_interface`` whose arguments are static,
  identity-layout memrefs, any of which may be an output. The harness calls ``_mlir_ciface_NAME`` with
  one descriptor pointer per argument, and the check compares every argument after the call.
* **tensor level** — what torch-mlir and most front ends emit: ``func.func @main(%x: tensor<...>, ...)
  -> (tensor<...>, ...)``, with private helpers, ``dense_resource`` constants and ``ml_program``
  globals around it. Bufferization turns its tensors into identity-layout memrefs and
  ``buffer-results-to-out-params`` its results into trailing out-parameters, so the harness calls
  ``NAME`` with every memref expanded (allocated, aligned, offset, sizes, strides: MLIR's default
  calling convention, which needs no attribute), inputs first, then one buffer per result; the check
  compares the results (the inputs are values, a pipeline may reuse their buffers).

Functions are found with the project's reader (``mqss_edge.features.parse``); only the type grammar
of one signature is read here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from mqss_edge.errors import AbiError

# element type -> (C type, bytes); i1 is stored one byte per element, as MLIR's memref lowering does.
ELEMENT_TYPES = {
    "f32": ("float", 4), "f64": ("double", 8),
    "i1": ("uint8_t", 1), "i8": ("int8_t", 1), "i16": ("int16_t", 2), "i32": ("int32_t", 4), "i64": ("int64_t", 8),
}
DEFAULT_INT_MAX = 16
# Symbols a kernel may not define under their own name: the harness is a C program with its own main.
RESERVED_SYMBOLS = frozenset({"main"})
RENAMED_PREFIX = "__mqss_"


@dataclass(frozen=True)
class Arg:
    """One buffer the harness passes: a static, identity-layout memref (or a tensor before bufferization).

    Attributes:
        shape: static dimensions (``()`` for a rank-0 value).
        dtype: element type, one of ``ELEMENT_TYPES``.
        kind: ``memref`` (the caller's buffer: may be an output) or ``tensor`` (a value).
    """

    shape: tuple[int, ...]
    dtype: str
    kind: str = "memref"

    @property
    def ctype(self) -> str:
        return ELEMENT_TYPES[self.dtype][0]

    @property
    def itemsize(self) -> int:
        return ELEMENT_TYPES[self.dtype][1]

    @property
    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self) -> int:
        return self.numel * self.itemsize


@dataclass(frozen=True)
class KernelSignature:
    """The entry point of a module and its calling convention.

    Attributes:
        name: the function's symbol name.
        args: its arguments in order.
        int_max: integer inputs are filled in ``[0, int_max)`` (valid gather indices, token ids).
        results: its results (tensor level), passed as trailing out-parameters.
        c_interface: call ``_mlir_ciface_NAME`` with descriptor pointers (kernel ABI) rather than
            ``NAME`` with expanded descriptors.
    """

    name: str
    args: tuple[Arg, ...]
    int_max: int = DEFAULT_INT_MAX
    results: tuple[Arg, ...] = ()
    c_interface: bool = True

    @property
    def buffers(self) -> tuple[Arg, ...]:
        """Every buffer of the call in order: the arguments, then one out-parameter per result."""
        return self.args + self.results

    @property
    def checked(self) -> tuple[int, ...]:
        """Indices into ``buffers`` that the check dumps and compares: memref arguments and results."""
        return tuple(i for i, a in enumerate(self.buffers) if a.kind == "memref" or i >= len(self.args))

    @property
    def symbol(self) -> str:
        """The object-file symbol the harness calls."""
        if self.c_interface:
            return f"_mlir_ciface_{self.name}"
        return lowered_symbol(self.name)

    @property
    def total_bytes(self) -> int:
        return sum(a.nbytes for a in self.buffers)


def lowered_symbol(name: str) -> str:
    """The symbol a function gets in the kernel object (a reserved C name is renamed by the driver)."""
    return RENAMED_PREFIX + name if name in RESERVED_SYMBOLS else name


# ---- the type grammar of one signature ------------------------------------------------------------

_OPEN = {"(": ")", "<": ">", "[": "]", "{": "}"}


def _close(text: str, start: int) -> int:
    """Index just past the bracket that closes the one at ``start`` (strings skipped)."""
    stack: list[str] = []
    i = start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = text.index('"', i + 1) if '"' in text[i + 1:] else len(text)
        elif c == "-" and text.startswith("->", i):
            i += 1  # the arrow's '>' closes nothing
        elif c in _OPEN:
            stack.append(_OPEN[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    raise AbiError(f"unbalanced brackets in function signature: {text[start:start + 80]}")


def _split_top(text: str) -> list[str]:
    """Split at commas outside brackets and strings."""
    parts: list[str] = []
    depth, start, i = 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = text.find('"', i + 1)
            i = len(text) if j < 0 else j
        elif c == "-" and text.startswith("->", i):
            i += 1
        elif c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    if text[start:].strip():
        parts.append(text[start:])
    return [p.strip() for p in parts]


def _strip_type(entry: str) -> str:
    """``%x: tensor<4xf32> {attr} loc(...)`` or ``tensor<4xf32> {attr}`` -> ``tensor<4xf32>``."""
    if entry.startswith("%"):
        entry = entry.split(":", 1)[1].strip() if ":" in entry else ""
    if entry[:1] in ("t", "m", "v", "!") and "<" in entry:
        k = entry.index("<")
        return entry[:_close(entry, k)]
    return entry.split()[0] if entry.split() else entry


@dataclass(frozen=True)
class _Header:
    name: str
    public: bool
    has_body: bool
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    attributes: str
    line: int
    arg_names: tuple[str, ...] = ()  # custom form only


def _custom_header(text: str, has_body: bool, line: int) -> _Header:
    """Read ``[private] @name(args) [-> results] [attributes {...}]`` (the reader's attribute text)."""
    t = text.strip()
    visibility = ""
    if not t.startswith("@"):
        visibility, _, t = t.partition(" ")
        t = t.strip()
    k = t.find("(")
    name = t[1:k].strip().strip('"')
    end = _close(t, k)
    entries = _split_top(t[k + 1:end - 1])
    inputs = tuple(_strip_type(e) for e in entries)
    names = tuple(e.split(":", 1)[0].strip() if e.startswith("%") else "" for e in entries)
    rest = t[end:].strip()
    outputs: tuple[str, ...] = ()
    if rest.startswith("->"):
        rest = rest[2:].strip()
        if rest.startswith("("):
            e = _close(rest, 0)
            outputs = tuple(_strip_type(x) for x in _split_top(rest[1:e - 1]))
            rest = rest[e:].strip()
        else:
            a = rest.find(" attributes ")
            head = rest if a < 0 else rest[:a]
            outputs = (_strip_type(head.strip()),)
            rest = "" if a < 0 else rest[a:].strip()
    attrs = rest[len("attributes"):].strip() if rest.startswith("attributes") else ""
    return _Header(name, visibility not in ("private", "nested"), has_body, inputs, outputs, attrs, line, names)


def _generic_header(text: str, has_body: bool, line: int) -> _Header:
    """Read ``() <{function_type = (...) -> (...), sym_name = "f", ...}> {attrs} : () -> ()``."""
    k = text.find("function_type")
    n = text.find("sym_name")
    if k < 0 or n < 0:
        raise AbiError(f"line {line}: a func.func without function_type or sym_name")
    q = text.index('"', n)
    name = text[q + 1:text.index('"', q + 1)]
    p = text.index("(", k)
    end = _close(text, p)
    inputs = tuple(_strip_type(e) for e in _split_top(text[p + 1:end - 1]))
    rest = text[end:].lstrip()
    outputs: tuple[str, ...] = ()
    if rest.startswith("->"):
        rest = rest[2:].lstrip()
        if rest.startswith("("):
            outputs = tuple(_strip_type(e) for e in _split_top(rest[1:_close(rest, 0) - 1]))
        else:
            outputs = (_strip_type(_split_top(rest.split("}>")[0])[0]),)
    private = 'sym_visibility = "private"' in text or 'sym_visibility = "nested"' in text
    return _Header(name, not private, has_body, inputs, outputs, text, line)


# Dialects of torch-mlir's own ops: left in a module it could not lower to linalg on tensors.
TORCH_DIALECTS = frozenset({"torch", "torch_c", "tm_tensor"})


@lru_cache(maxsize=16)  # the engine asks for one module's signature several times per candidate
def _read(module_text: str) -> tuple[tuple[_Header, ...], frozenset[str]]:
    from mqss_edge.features import parse

    module = parse(module_text)
    out = []
    names = set()
    for op in module.ops:
        names.add(op.name)
        if op.dialect in TORCH_DIALECTS:
            raise AbiError(f"line {op.line}: {op.name}: torch-mlir did not lower this op to linalg on tensors "
                           "(exported with another output_type, or torch-mlir has no lowering for it)")
        if op.name != "func.func" or op.depth != 0:
            continue
        has_body = any(r.blocks for r in op.regions)
        read = _generic_header if op.generic else _custom_header
        out.append(read(op.attributes, has_body, op.line))
    return tuple(out), frozenset(names)


def _functions(module_text: str) -> tuple[_Header, ...]:
    return _read(module_text)[0]


def op_names(module_text: str) -> frozenset[str]:
    """Names of the ops in a module (read once with the signature)."""
    return _read(module_text)[1]


def object_symbols(module_text: str) -> frozenset[str]:
    """Symbols the module's own functions get in the kernel object (for attributing counts to the
    kernel rather than the harness): each function under its lowered name and its C interface."""
    names = [h.name for h in _functions(module_text) if h.has_body]
    return frozenset([lowered_symbol(n) for n in names] + [f"_mlir_ciface_{n}" for n in names])


def functions(module_text: str) -> tuple[str, ...]:
    """Names of the public functions with a body, in order."""
    return tuple(h.name for h in _functions(module_text) if h.public and h.has_body)


def _arg(h: _Header, what: str, k: int, type_text: str) -> Arg:
    name = h.arg_names[k] + ": " if what == "argument" and k < len(h.arg_names) and h.arg_names[k] else ""
    where = f"@{h.name} (line {h.line}): {what} {k} ({name}{type_text})"
    kind = type_text.partition("<")[0]
    if kind not in ("tensor", "memref"):
        if type_text.startswith("!torch."):
            raise AbiError(f"{where} is a torch dialect type: torch-mlir did not lower this function "
                           "to linalg on tensors")
        raise AbiError(f"{where} is not a ranked tensor or memref")
    body = type_text[len(kind) + 1:-1].strip()
    parts = _split_top(body)
    if len(parts) > 1:
        raise AbiError(f"{where} has a layout, encoding or memory space; only identity layouts are taken")
    dims = parts[0].split("x")
    dtype = dims[-1].strip()
    if dims[0].strip() == "*":
        raise AbiError(f"{where} is unranked; only ranked static shapes can be compiled")
    shape = []
    for d, text in enumerate(dims[:-1]):
        text = text.strip()
        if not text.isdigit():
            raise AbiError(f"{where} has a dynamic dimension {d} ('{text}'); only static shapes can be compiled")
        shape.append(int(text))
    if dtype not in ELEMENT_TYPES:
        raise AbiError(f"{where}: element type {dtype} is not one of {', '.join(ELEMENT_TYPES)}")
    return Arg(tuple(shape), dtype, kind)


def _int_max(attrs: str) -> int:
    k = attrs.find("mqss.int_max")
    if k < 0:
        return DEFAULT_INT_MAX
    value = attrs[k + len("mqss.int_max"):].lstrip(" =").split(":")[0].split(",")[0].split("}")[0].strip()
    return int(value) if value.isdigit() else DEFAULT_INT_MAX


def signature(module_text: str, entry: str | None = None) -> KernelSignature:
    """Find and read the entry point of a module.

    The entry is ``entry`` when given; otherwise the one public function with ``llvm.emit_c_interface``
    if there is exactly one (the kernel ABI), else the only public function with a body.

    Raises:
        AbiError: no entry, an ambiguous one, or a signature the harness cannot call: an argument or
            result that is not a static, identity-layout tensor or memref of a supported element type
            (the message names the function, the argument and the dimension), or nothing to check.
        ParseError: the reader cannot read the module.
    """
    headers = [h for h in _functions(module_text) if h.has_body]
    public = [h for h in headers if h.public]
    if entry is not None:
        chosen = [h for h in headers if h.name == entry]
        if not chosen:
            names = ", ".join(f"@{h.name}" for h in public) or "none"
            raise AbiError(f"no function @{entry} in the module (public functions: {names})")
        h = chosen[0]
    else:
        if not public:
            raise AbiError("no public func.func with a body: nothing to call")
        ciface = [h for h in public if "llvm.emit_c_interface" in h.attributes]
        if len(ciface) == 1:
            h = ciface[0]
        elif len(public) == 1:
            h = public[0]
        else:
            names = ", ".join(f"@{x.name}" for x in (ciface or public))
            raise AbiError(f"several public functions ({names}): choose one with --entry NAME")
    c_interface = "llvm.emit_c_interface" in h.attributes
    args = tuple(_arg(h, "argument", k, t) for k, t in enumerate(h.inputs))
    results = tuple(_arg(h, "result", k, t) for k, t in enumerate(h.outputs))
    if c_interface and any(a.kind == "tensor" for a in args + results):
        # emit_c_interface on a tensor signature: its wrapper's form changes between LLVM versions.
        c_interface = False
    if not results and not any(a.kind == "memref" for a in args):
        raise AbiError(f"@{h.name} (line {h.line}) returns nothing and takes no memref: there is no output to check")
    return KernelSignature(h.name, args, _int_max(h.attributes), results, c_interface)
