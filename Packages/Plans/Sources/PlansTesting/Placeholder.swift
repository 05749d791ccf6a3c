import Plans
