#!/usr/bin/env python3
"""Reads the server's `crate::` references and fails when its top-level modules import each other in a cycle, or when
a core module imports a feature, the back office or the wiring (docs/architecture.md). At product grain, a feature
folder imports another only where `product-deps.txt` declares it, and features import each other in no cycle.
Prints the module graph with `--graph`.

The imports that still break these rules are listed, one `from -> to` a line, in `layers-debt.txt` beside this
script: the check fails on any other, and on a listed one that is gone (delete its line), so the list only shrinks."""

import re
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "crates" / "server" / "src"
# Every module but these is core: the core may import itself (without cycles) but never the features, the
# operators' back office or the wiring above them.
ABOVE_CORE = {"features", "admin", "startup", "cli"}


def top_module(path: Path) -> str:
    rel = path.relative_to(SRC)
    return rel.parts[0].removesuffix(".rs")


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def braced(text: str, start: int) -> str:
    """The text inside the braces that open at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    return text[start + 1:]


def top_items(group: str) -> list:
    items, depth, current = [], 0, ""
    for ch in group:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            items.append(current)
            current = ""
        else:
            current += ch
    items.append(current)
    return [re.split(r"::|\s", item.strip())[0] for item in items if item.strip()]


def references(text: str) -> set:
    found = set()
    for match in re.finditer(r"(?<![\w$])crate::(\{|\w+)", text):
        if match.group(1) == "{":
            found.update(top_items(braced(text, match.start(1))))
        else:
            found.add(match.group(1))
    return {name for name in found if name not in ("self", "")}


def reexports() -> dict:
    """Names the crate root re-exports (`pub use app::AppState;`), each mapped to the module it comes from."""
    names = {}
    for match in re.finditer(r"pub use (\w+)::(\{[^}]*\}|\w+);", (SRC / "lib.rs").read_text()):
        for name in re.findall(r"\w+", match.group(2)):
            names[name] = match.group(1)
    return names


def graph() -> dict:
    modules = {top_module(p) for p in SRC.iterdir() if p.suffix == ".rs" or p.is_dir()}
    modules -= {"main", "lib"}
    aliases = reexports()
    edges = {m: set() for m in modules}
    for path in SRC.rglob("*.rs"):
        module = top_module(path)
        if module not in edges:
            continue
        for name in references(strip_comments(path.read_text())):
            name = aliases.get(name, name)
            if name in modules and name != module:
                edges[module].add(name)
    return edges


def cycles(edges: dict) -> list:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


DEBT = Path(__file__).resolve().parent / "layers-debt.txt"
PRODUCT_DEPS = Path(__file__).resolve().parent / "product-deps.txt"


def features_imported(text: str) -> set:
    """The feature folders a file names through `features::…`, alone or inside a `crate::{…}` group, braced groups
    included."""
    found = set()
    for match in re.finditer(r"(?<![\w$])features::(\{|\w+)", text):
        if match.group(1) == "{":
            found.update(top_items(braced(text, match.start(1))))
        else:
            found.add(match.group(1))
    return {name for name in found if name not in ("self", "")}


def product_graph(src: Path) -> dict:
    """Feature folder -> the other feature folders its files import."""
    features = src / "features"
    products = {p.name.removesuffix(".rs") for p in features.iterdir() if p.is_dir() or p.suffix == ".rs"}
    products -= {"mod"}
    edges = {p: set() for p in products}
    for path in features.rglob("*.rs"):
        product = path.relative_to(features).parts[0].removesuffix(".rs")
        if product not in edges:
            continue
        for name in features_imported(strip_comments(path.read_text())):
            if name in products and name != product:
                edges[product].add(name)
    return edges


def declared(path: Path) -> tuple:
    """The platform features and the declared `from -> to` product dependencies (a `#` starts a comment)."""
    lines = [line.split("#", 1)[0].strip() for line in path.read_text().splitlines()]
    platform, allowed = set(), set()
    for line in filter(None, lines):
        if line.startswith("platform:"):
            platform.update(line.removeprefix("platform:").split())
        else:
            allowed.add(" ".join(line.split()))
    return platform, allowed


def product_violations(edges: dict, platform: set, allowed: set) -> list:
    """A product imports the platform features freely and another product only where declared; a platform feature
    imports no product; nothing imports in a cycle; every declaration is used."""
    found = []
    for a in sorted(edges):
        for b in sorted(edges[a]):
            if a in platform and b not in platform:
                found.append(f"a platform feature imports a product: {a} -> {b}")
            elif b not in platform and f"{a} -> {b}" not in allowed:
                found.append(f"undeclared import between products: {a} -> {b} (declare it in {PRODUCT_DEPS.name})")
    found += [f"features import each other in a cycle: {', '.join(c)}" for c in cycles(edges)]
    used = {f"{a} -> {b}" for a in edges for b in edges[a]}
    found += [f"declared but not used, delete it from {PRODUCT_DEPS.name}: {d}" for d in sorted(allowed - used)]
    found += [f"not a feature folder, in {PRODUCT_DEPS.name}: {p}" for p in sorted(platform - edges.keys())]
    return found


def violations(edges: dict) -> set:
    """Every import inside a cycle, and every import from the core upwards."""
    found = set()
    for component in cycles(edges):
        for module in component:
            found.update(f"{module} -> {target}" for target in edges[module] if target in component)
    for module in edges.keys() - ABOVE_CORE:
        found.update(f"{module} -> {target}" for target in edges[module] & ABOVE_CORE)
    return found


def main() -> int:
    edges = graph()
    if "--graph" in sys.argv:
        for module in sorted(edges):
            print(f"{module:12} -> {', '.join(sorted(edges[module])) or '-'}")
        for component in cycles(edges):
            print(f"cycle: {', '.join(component)}")
    found = violations(edges)
    if "--write-debt" in sys.argv:
        DEBT.write_text("".join(f"{line}\n" for line in sorted(found)))
        return 0
    known = {line.strip() for line in DEBT.read_text().splitlines() if line.strip() and not line.startswith("#")}
    problems = [f"new import breaking the layers: {v}" for v in sorted(found - known)]
    problems += [f"no longer there, delete it from {DEBT.name}: {v}" for v in sorted(known - found)]
    problems += product_violations(product_graph(SRC), *declared(PRODUCT_DEPS))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
