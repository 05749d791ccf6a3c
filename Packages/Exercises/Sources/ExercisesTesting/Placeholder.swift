import Exercises
