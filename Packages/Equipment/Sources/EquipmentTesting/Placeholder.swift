import Equipment
