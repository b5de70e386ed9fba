#!/usr/bin/env python3
"""What a wasm module's code is made of, by crate: the size of every function's body, summed by
the crate its name starts with, and the data. Reads the module
as rustc writes it (before wasm-bindgen and wasm-opt: it still has its name section; wasm-opt
shrinks every part, so the shares hold roughly).

Usage: python3 scripts/wasm-crates.py [target/wasm32-unknown-unknown/release/marrakech.wasm]
"""
import re
import sys
from collections import Counter

LEPTOS = {"leptos", "tachys", "reactive_graph", "leptos_dom", "leptos_macro", "or_poisoned",
          "any_spawner", "throw_error", "next_tuple", "oco_ref", "slotmap", "send_wrapper",
          "guardian", "either_of", "reactive_stores", "server_fn", "leptos_server", "hydration_context"}
DESCRIBE = "(wasm-bindgen's descriptors)"
RUST = {"core", "alloc", "std", "compiler_builtins", "dlmalloc", "__rustc", "hashbrown"}


def leb(b, i):
    n = shift = 0
    while True:
        x = b[i]
        i += 1
        n |= (x & 0x7F) << shift
        shift += 7
        if x < 0x80:
            return n, i


def sections(b):
    i = 8
    while i < len(b):
        sid = b[i]
        size, i = leb(b, i + 1)
        yield sid, b[i:i + size]
        i += size


def read(path):
    b = open(path, "rb").read()
    imports = 0
    bodies, names, data = [], {}, 0
    for sid, s in sections(b):
        if sid == 2:  # imports: functions among them come first in the index space
            n, i = leb(s, 0)
            for _ in range(n):
                for _ in range(2):
                    ln, i = leb(s, i)
                    i += ln
                kind = s[i]
                i += 1
                if kind == 0:
                    imports += 1
                    _, i = leb(s, i)
                elif kind == 1:
                    i += 1
                    flags, i = leb(s, i)
                    _, i = leb(s, i)
                    if flags & 1:
                        _, i = leb(s, i)
                elif kind == 2:
                    flags, i = leb(s, i)
                    _, i = leb(s, i)
                    if flags & 1:
                        _, i = leb(s, i)
                else:
                    i += 2
        elif sid == 10:
            n, i = leb(s, 0)
            for _ in range(n):
                size, i = leb(s, i)
                bodies.append(size)
                i += size
        elif sid == 11:
            data += len(s)
        elif sid == 0:
            ln, i = leb(s, 0)
            if s[i:i + ln] != b"name":
                continue
            i += ln
            while i < len(s):
                sub = s[i]
                size, i = leb(s, i + 1)
                if sub == 1:
                    j = i
                    n, j = leb(s, j)
                    for _ in range(n):
                        idx, j = leb(s, j)
                        ln, j = leb(s, j)
                        names[idx] = s[j:j + ln].decode("utf-8", "replace")
                        j += ln
                i += size
    return imports, bodies, names, data


def crate(name):
    """The crate a function belongs to: the first segment of its path; for `<T as Trait>`,
    the trait's crate."""
    if "wbindgen_describe" in name or "wasm_bindgen..describe" in name:
        return DESCRIBE
    if name.startswith("_R"):  # v0 mangling: the first crate root, C<hash>_<len><name>
        m = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)", name)
        if m:
            return name[m.end():m.end() + int(m.group(1))]
    legacy = re.match(r"^_ZN(\d+)", name)
    if legacy:  # _ZN 9marrakech 3app ...: the first path segment
        first = name[legacy.end():legacy.end() + int(legacy.group(1))]
        first = re.sub(r"^_?\$LT\$(\$RF\$)?(T\$u20\$as\$u20\$)?", "", first)
        return re.split(r"\.\.|\$", first)[0] or "(other)"
    return "(other)"


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "target/wasm32-unknown-unknown/release/marrakech.wasm"
    imports, bodies, names, data = read(path)
    by = Counter()
    for k, size in enumerate(bodies):
        by[crate(names.get(imports + k, ""))] += size
    by["(data)"] = data
    # wasm-bindgen reads its descriptors and removes them: not part of what is served
    dropped = by.pop(DESCRIBE, 0)
    total = sum(by.values())
    groups = Counter()
    for c, n in by.items():
        groups["Leptos" if c in LEPTOS else "Rust's own library" if c in RUST else c] += n
    print(f"{path}: {total / 1024:.1f} KB of code and data before wasm-opt "
          f"(and {dropped / 1024:.1f} KB of descriptors wasm-bindgen removes)")
    for title, table in (("by group", groups), ("by crate", by)):
        print(f"\n{title}:")
        for c, n in table.most_common(14):
            print(f"  {c:28} {n / 1024:8.1f} KB {100 * n / total:5.1f} %")


main()
