"""The examples are run: the package's docstrings, the Python examples
in the Rust modules' docs (pegsol-py/src/) and docs/python.md's
walk-through."""

import doctest
import re

import pytest
from conftest import ROOT

import pegsol
import pegsol.gym

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE | doctest.IGNORE_EXCEPTION_DETAIL


@pytest.mark.parametrize("module", [pegsol, pegsol.gym])
def test_package_docstrings(module):
    failed, tried = doctest.testmod(module, optionflags=FLAGS)
    assert tried > 0 and failed == 0


def run_examples(name, text):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {}, name, name, 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    assert test.examples and runner.failures == 0, name


@pytest.mark.parametrize("path", sorted((ROOT / "pegsol-py" / "src").glob("*.rs")), ids=lambda p: p.name)
def test_rust_module_docs(path):
    lines = [line.removeprefix("//!").removeprefix(" ") for line in path.read_text().splitlines()
             if line.startswith("//!")]
    blocks = re.findall(r"```python\n(.*?)```", "\n".join(lines), re.S)
    assert blocks, f"{path.name} has no Python example"
    run_examples(path.name, "\n".join(blocks))


def test_walk_through():
    text = (ROOT / "docs" / "python.md").read_text()
    run_examples("docs/python.md", "\n".join(re.findall(r"```python\n(.*?)```", text, re.S)))
