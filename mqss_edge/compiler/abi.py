"""The kernel ABI: one public ``func.func`` with ``llvm.emit_c_interface`` taking static memrefs.

This reads only the signature (custom or generic form); the full IR reader lives in ``features``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mqss_edge.errors import AbiError

ELEMENT_TYPES = {"f32": ("float", 4), "f64": ("double", 8), "i32": ("int32_t", 4), "i64": ("int64_t", 8)}
DEFAULT_INT_MAX = 16

_MEMREF = re.compile(r"memref<([^<>]*)>")
_CUSTOM_FUNC = re.compile(r"func\.func\s+(?:(public|private|nested)\s+)?@([\w$.]+)\s*\(")
_GENERIC_FUNC = re.compile(r'"func\.func"\s*\(\s*\)\s*<?\{')


@dataclass(frozen=True)
class Arg:
    """One kernel argument: a static, identity-layout memref."""

    shape: tuple[int, ...]
    dtype: str  # f32 | f64 | i32 | i64

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
    """The entry point of a module under the kernel ABI."""

    name: str
    args: tuple[Arg, ...]
    int_max: int = DEFAULT_INT_MAX  # integer inputs are filled in [0, int_max) (valid gather indices)

    @property
    def total_bytes(self) -> int:
        return sum(a.nbytes for a in self.args)


def _parse_memref(body: str) -> Arg:
    parts = [p.strip() for p in body.split(",")]
    if len(parts) > 1:
        raise AbiError(f"memref<{body}> has a layout or memory space; the ABI takes identity layouts only")
    dims = parts[0].split("x")
    dtype = dims[-1]
    if dtype not in ELEMENT_TYPES:
        raise AbiError(f"memref<{body}>: element type {dtype} is not one of {sorted(ELEMENT_TYPES)}")
    shape = []
    for d in dims[:-1]:
        if not d.isdigit():
            raise AbiError(f"memref<{body}> is not statically shaped")
        shape.append(int(d))
    return Arg(tuple(shape), dtype)


def _balanced(text: str, start: int, open_c: str = "(", close_c: str = ")") -> int:
    """Index just past the bracket closing the one at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return i + 1
    raise AbiError("unbalanced brackets in function signature")


def signature(module_text: str) -> KernelSignature:
    """Find the ABI entry point of a module.

    Raises:
        AbiError: no or several public ``emit_c_interface`` functions, or an argument that is not a
            static identity-layout memref of f32/f64/i32/i64.
    """
    found: list[KernelSignature] = []
    for m in _CUSTOM_FUNC.finditer(module_text):
        if m.group(1) == "private":
            continue
        args_end = _balanced(module_text, m.end() - 1)
        header_end = module_text.find("{", args_end)
        # the attributes dict follows `attributes`; the body brace is the first "{" at line end
        rest = module_text[args_end:]
        attr_text = ""
        am = re.match(r"\s*(?:->\s*[^{]*?)?\s*attributes\s*\{", rest)
        if am:
            a0 = args_end + am.end() - 1
            attr_text = module_text[a0:_balanced(module_text, a0, "{", "}")]
        elif header_end < 0:
            continue
        if "llvm.emit_c_interface" not in attr_text:
            continue
        arg_text = module_text[m.end() - 1:args_end]
        found.append(_make(m.group(2), arg_text, attr_text))
    for m in _GENERIC_FUNC.finditer(module_text):
        start = m.end() - 1
        props_end = _balanced(module_text, start, "{", "}")
        props = module_text[start:props_end]
        # generic form: properties <{...}>, then the region ({...}), then the attribute dict {...}
        rm = re.match(r">?\s*\(", module_text[props_end:])
        attrs = ""
        if rm:
            region_end = _balanced(module_text, props_end + rm.end() - 1)
            am = re.match(r"\s*\{", module_text[region_end:])
            if am:
                a0 = region_end + am.end() - 1
                attrs = module_text[a0:_balanced(module_text, a0, "{", "}")]
        props = props + attrs
        if "llvm.emit_c_interface" not in props or 'sym_visibility = "private"' in props:
            continue
        name = re.search(r'sym_name\s*=\s*"([^"]+)"', props)
        ftype = re.search(r"function_type\s*=\s*\(", props)
        if not name or not ftype:
            continue
        arg_text = props[ftype.end() - 1:_balanced(props, ftype.end() - 1)]
        found.append(_make(name.group(1), arg_text, props))
    if not found:
        raise AbiError("no public func.func with the llvm.emit_c_interface attribute")
    if len(found) > 1:
        raise AbiError("several public emit_c_interface functions: " + ", ".join(s.name for s in found))
    return found[0]


def _make(name: str, arg_text: str, attr_text: str) -> KernelSignature:
    args = tuple(_parse_memref(b) for b in _MEMREF.findall(arg_text))
    n_args = arg_text.count("memref<")
    if not args or n_args != len(args) or re.search(r":\s*(tensor|[if]\d+|index)\b", arg_text):
        raise AbiError(f"@{name}: every argument must be a memref")
    im = re.search(r"mqss\.int_max\s*=\s*(\d+)", attr_text)
    return KernelSignature(name, args, int(im.group(1)) if im else DEFAULT_INT_MAX)
