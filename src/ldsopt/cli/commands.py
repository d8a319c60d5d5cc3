"""One module per subcommand.  Each defines ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args) -> int``.  The command line (:mod:`ldsopt.cli`) imports a module only when its
subcommand is used, so GPU and plotting code never loads for the others."""

# subcommand name -> module name in this package (kept in the order `ldsopt --help` shows them)
COMMANDS = {
    "analyze": "analyze",
    "doctor": "doctor",
    "demo": "demo",
    "sim": "sim",
    "arch": "arch",
    "solve": "solve",
    "check": "check",
    "diagnose": "diagnose",
    "diff": "diff",
    "fix": "fix",
    "isa": "isa",
    "ttgir": "ttgir",
    "sass": "sass",
    "occupancy": "occupancy",
    "prefetch": "prefetch",
    "validate": "validate",
    "bench": "bench",
    "mcp": "mcp",
}
