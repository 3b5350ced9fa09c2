print("pokedex-tui 0.1.0")
