"""``python -m ldsopt``: the command line."""

import sys

from ldsopt.cli import main

sys.exit(main())
