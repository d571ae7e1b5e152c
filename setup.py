"""Build the package; compile the rules library with mypyc when this machine has a C compiler.

Every module under ``adjudicator.games`` and ``adjudicator.render`` (discovered here, at build time) is compiled into
extension modules; the ``.py`` sources are installed too. The build stays pure Python when ``ADJ_PURE_PYTHON=1`` is
set, when there is no C compiler or Python headers, or when mypyc or the C compiler fails (a warning says why).
Either way a manifest (``adjudicator/_native_build.json``) records the build and the hash of each compiled source;
``adjudicator.native`` checks it at import, so compiled modules older than their sources are never loaded.

The C files go to ``build/mypyc-<mypy version>/``; an object file is recompiled only when its C file or a header of
the build changed, so rebuilding after an edit recompiles little. The C files are compiled in parallel. Compiled
objects are also kept in a cache shared by the clones of one user (``ADJ_BUILD_CACHE``, by default
``$XDG_CACHE_HOME/adjudicator/objects`` or ``~/.cache/adjudicator/objects``; empty to disable), named by the hash of
everything that goes into them (the C file, the build's headers, the compiler and its flags, the Python version): a
fresh clone compiles only what no earlier build compiled. Objects unused for 30 days are removed from it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SOURCE_ROOT = ROOT / "service"
GROUP = "adjudicator_native"
OPT_LEVEL = "2"

_spec = importlib.util.spec_from_file_location("_adjudicator_native", SOURCE_ROOT / "adjudicator" / "native.py")
assert _spec is not None and _spec.loader is not None
native = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(native)


#: objects of the shared cache unused for this long are removed after a build
CACHE_DAYS = 30


def _object_cache() -> Path | None:
    """The directory of the shared object cache (None: disabled)."""
    configured = os.environ.get("ADJ_BUILD_CACHE")
    if configured is not None:
        return Path(configured).expanduser() if configured.strip() else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "adjudicator" / "objects"


def _stable(text: str) -> str:
    """``text`` (a compiler command's arguments) without what differs from build to build of the same sources: pip's
    temporary build environment (mypyc's run-time headers are named by mypy's version instead) and the clone's
    location."""
    return re.sub(r"/[^'\s]*?pip-build-env-[^/'\s]+", "<build-env>", text).replace(str(ROOT), "<root>")


def _say(message: str) -> None:
    print(f"adjudicator build: {message}", file=sys.stderr, flush=True)


def _remove_in_place_products() -> None:
    """Delete what an earlier in-place (editable) compiled build left beside the sources."""
    for package in native.COMPILED_PACKAGES:
        for path in SOURCE_ROOT.joinpath(*package.split(".")).rglob("*"):
            if path.suffix in (".so", ".pyd") and path.with_name(path.name.split(".")[0] + ".py").is_file():
                path.unlink()
    for path in [*SOURCE_ROOT.glob(f"{GROUP}__mypyc*"), SOURCE_ROOT / "adjudicator" / native.MANIFEST]:
        path.unlink(missing_ok=True)


def _mypy_version() -> str:
    from mypy.version import __version__

    return str(__version__)


def _pure_reason() -> str:
    """Why this build is pure Python ('' if it compiles)."""
    if native.pure_requested():
        return f"{native.PURE_ENV}=1 at install"
    if not native.c_compiler_available():
        return "no C compiler (or no Python headers) at install"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc not available at install"
    return ""


def _prune_object_cache() -> None:
    """Remove the objects of the shared cache that no build used for :data:`CACHE_DAYS` days."""
    cache = _object_cache()
    if cache is None or not cache.is_dir():
        return
    oldest = time.time() - CACHE_DAYS * 86400
    for path in cache.iterdir():
        try:
            if path.stat().st_mtime < oldest:
                path.unlink()
        except OSError:
            pass  # removed by a concurrent build


class BuildExt(build_ext):
    """Translate the rules library to C with mypyc (only when extensions are really built), compile it, and write
    the manifest. A failure of mypyc or of the C compiler gives a pure-Python install, and the manifest says why."""

    def finalize_options(self) -> None:
        super().finalize_options()
        # The C files and objects depend on mypyc's version and on the flags: one directory per combination.
        self.build_dir = ROOT / "build" / f"mypyc-{_mypy_version()}-O{OPT_LEVEL}"
        self.build_temp = str(self.build_dir / "obj")
        self.parallel = os.cpu_count() or 1  # the small per-module extensions, side by side
        self.reused = self.compiled = 0

    def build_extension(self, ext: Any) -> None:
        compile_all = self.compiler.compile
        headers = list(self.build_dir.glob("*.h"))

        cache = _object_cache()
        common = hashlib.sha256(_stable(repr((sys.version, _mypy_version(), self.compiler.compiler_so))).encode())
        for header in sorted(headers):
            common.update(header.name.encode() + b"\0" + header.read_bytes())

        def compile_one(source: str, *args: Any, **kwargs: Any) -> list[str]:
            (obj,) = self.compiler.object_filenames([source], output_dir=kwargs.get("output_dir"))
            newest_input = max(os.path.getmtime(p) for p in [source, *headers])
            if os.path.exists(obj) and os.path.getmtime(obj) >= newest_input:
                return [obj]
            cached = None
            if cache is not None:
                key = common.copy()
                key.update(_stable(repr((args, {k: v for k, v in kwargs.items() if k != "output_dir"}))).encode())
                key.update(Path(source).read_bytes())
                cached = cache / f"{key.hexdigest()}.o"
                if cached.is_file():
                    Path(obj).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(cached, obj)
                    os.utime(cached)  # used: kept
                    self.reused += 1
                    return [obj]
            objects: list[str] = compile_all([source], *args, **kwargs)
            self.compiled += 1
            if cached is not None:
                try:  # written under a temporary name, then renamed: a concurrent build never reads half a file
                    cached.parent.mkdir(parents=True, exist_ok=True)
                    partial = cached.with_suffix(f".{os.getpid()}.tmp")
                    shutil.copyfile(obj, partial)
                    partial.replace(cached)
                except OSError as error:
                    _say(f"could not keep {Path(obj).name} in the object cache: {error}")
            return objects

        def compile_parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            with ThreadPoolExecutor(max(1, os.cpu_count() or 1)) as pool:
                parts = pool.map(lambda source: compile_one(source, *args, **kwargs), sources)
                return [obj for part in parts for obj in part]

        self.compiler.compile = compile_parallel
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = compile_all

    def _mypycify(self) -> list[Any]:
        from mypyc.build import mypycify

        paths = [str(Path("service", m)) for m in native.source_modules(SOURCE_ROOT)]
        started = time.monotonic()
        extensions = mypycify(
            paths,
            opt_level=OPT_LEVEL,
            debug_level="0",
            multi_file=True,  # one C file per module: compiled in parallel, and only the changed ones again
            group_name=GROUP,
            target_dir=str(self.build_dir),
        )
        _say(f"mypyc translated {len(paths)} modules to C in {time.monotonic() - started:.0f} s")
        return list(extensions)

    def _prepare_extensions(self) -> None:
        """What setuptools' finalize_options does for each extension (plain extensions: no shared library)."""
        self.check_extensions_list(self.extensions)
        for ext in self.extensions:
            ext._full_name = self.get_ext_fullname(ext.name)
            self.ext_map[ext._full_name] = self.ext_map[ext._full_name.split(".")[-1]] = ext
            ext._links_to_dynamic = ext._needs_stub = False
            ext._file_name = self.get_ext_filename(ext._full_name)

    def run(self) -> None:
        started = time.monotonic()
        modules = native.source_modules(SOURCE_ROOT)
        manifest: dict[str, Any]
        try:
            # Translate to C only now that extensions are really built (metadata-only runs skip it), and let
            # setuptools prepare mypyc's extensions in place of the placeholder.
            os.chdir(ROOT)
            self.distribution.ext_modules = self.extensions = self._mypycify()
            self._prepare_extensions()
            super().run()
            hashes = native.source_hashes(SOURCE_ROOT, modules)
            manifest = {"build": "compiled", "mypy": _mypy_version(), "modules": hashes}
            _say(f"compiled {len(modules)} modules with mypyc in {time.monotonic() - started:.0f} s ({self.compiled} C "
                 f"files compiled, {self.reused} taken from the object cache)")
            _prune_object_cache()
            if self.inplace:  # an excluded module's extension from an older build would shadow its source
                for module in native.EXCLUDED:
                    for path in SOURCE_ROOT.joinpath(module).parent.glob(Path(module).stem + ".*"):
                        if path.suffix in (".so", ".pyd"):
                            path.unlink()
        except (Exception, SystemExit) as error:  # mypyc or the C toolchain failed: install pure Python
            _say(f"compiling failed, installing pure Python: {error!r}")
            manifest = {"build": "pure", "reason": f"compiling failed at install: {error!r}"}
            self.extensions = []
            if self.inplace:
                _remove_in_place_products()
        package_dir = SOURCE_ROOT / "adjudicator" if self.inplace else Path(self.build_lib) / "adjudicator"
        package_dir.mkdir(parents=True, exist_ok=True)
        (package_dir / native.MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", "utf-8")


pure_reason = _pure_reason()
if pure_reason:
    _say(f"pure Python build ({pure_reason})")
    _remove_in_place_products()

setup(
    # A placeholder: BuildExt replaces it with mypyc's extensions, so metadata-only runs skip the translation.
    ext_modules=[] if pure_reason else [Extension(f"{GROUP}__mypyc", sources=[])],
    cmdclass={"build_ext": BuildExt},
)
