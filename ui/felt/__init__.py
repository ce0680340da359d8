"""The Table's felt and everything a desk dealing on it shares: the felt itself,
its cash and chip areas, the dealer's keys and input, calls, steps, the coup
replay and their words (the Table screen and the exam's Table section)."""
