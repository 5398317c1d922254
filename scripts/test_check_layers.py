"""The layering check at product grain fails on what it exists to catch. Run by `make check-rust`."""

import importlib.util
import tempfile
import unittest
from pathlib import Path

SPEC = importlib.util.spec_from_file_location("check_layers", Path(__file__).resolve().parent / "check-layers.py")
check = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check)


def tree(files: dict) -> Path:
    root = Path(tempfile.mkdtemp())
    for name, text in files.items():
        path = root / "features" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


class ProductGrain(unittest.TestCase):
    def test_an_undeclared_import_of_one_product_by_another_fails(self):
        src = tree({"a/mod.rs": "use crate::features::b::service;", "b/mod.rs": ""})
        found = check.product_violations(check.product_graph(src), set(), set())
        self.assertIn("undeclared import between products: a -> b (declare it in product-deps.txt)", found)

    def test_a_declared_import_passes_and_an_unused_declaration_fails(self):
        src = tree({"a/mod.rs": "use crate::{features::{b, c as cc}};", "b/mod.rs": "", "c/mod.rs": ""})
        found = check.product_violations(check.product_graph(src), set(), {"a -> b", "a -> c", "b -> c"})
        self.assertEqual(found, ["declared but not used, delete it from product-deps.txt: b -> c"])

    def test_a_platform_feature_importing_a_product_fails(self):
        src = tree({"site/mod.rs": "use crate::features::spot;", "spot/mod.rs": "use crate::features::site;"})
        found = check.product_violations(check.product_graph(src), {"site"}, set())
        self.assertIn("a platform feature imports a product: site -> spot", found)
        self.assertIn("features import each other in a cycle: site, spot", found)

    def test_an_import_in_a_comment_does_not_count(self):
        src = tree({"a/mod.rs": "// see crate::features::b\n", "b/mod.rs": ""})
        self.assertEqual(check.product_violations(check.product_graph(src), set(), set()), [])

    def test_the_servers_features_pass(self):
        self.assertEqual(check.product_violations(check.product_graph(check.SRC), *check.declared(check.PRODUCT_DEPS)), [])


if __name__ == "__main__":
    unittest.main()
