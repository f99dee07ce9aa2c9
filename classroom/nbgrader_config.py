"""nbgrader's configuration of this course (https://nbgrader.readthedocs.io)."""

c = get_config()  # noqa: F821 (nbgrader defines it when it reads this file)

c.CourseDirectory.course_id = "gamewidgets"
# A notebook of the course runs in well under a second per cell; the limit is generous
# for a busy shared server.
c.Execute.timeout = 120
