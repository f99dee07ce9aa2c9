"""``python -m gamewidgets.classroom FOLDER``: write the course folder
(:func:`gamewidgets.classroom.course.main`)."""

import sys

from gamewidgets.classroom.course import main

sys.exit(main())
