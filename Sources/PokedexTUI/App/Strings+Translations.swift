import PokedexCore

// French, German and Japanese, in the words the games use for types and stats. Japanese
// characters take two columns: the hint lines are kept short enough for 80 columns (and the
// short ones for 40), which StringsTests checks.
extension Strings {
  static let french = Strings(
    list: "Pokédex", search: "Recherche", favorites: "Favoris", loading: "Chargement…",
    loadingMore: "Chargement de la suite…", pressRToRetry: "r pour réessayer",
    noFavorites: "Aucun favori : appuyez sur f sur un Pokémon pour l'ajouter.",
    typeToSearch: "Tapez un nom ou un numéro.", noResults: "Aucun Pokémon ne correspond.",
    searching: "Recherche…", types: "Types", generation: "Gén", filters: "Filtres",
    baseStats: "Stats de base", total: "Total", height: "Taille", weight: "Poids",
    abilities: "Talents", hidden: "caché", evolution: "Évolution", matchups: "Faiblesses",
    weakTo: "Faible contre", resists: "Résiste à", immuneTo: "Immunisé contre", none: "aucune",
    help: "Aide", shiny: "chromatique",
    entryFailed: "Impossible de charger l'entrée du Pokédex (r réessaie)",
    spriteFailed: "Sprite non chargé (r réessaie)",
    tooSmall: { "terminal trop petit (il faut \($0)×\($1))" },
    tooSmallShort: { "\($0)×\($1) requis" },
    sortedBy: { "par \($0)" },
    sortKeyNames: [
      "N°", "Nom", "PV", "Attaque", "Défense", "Atq. Spé.", "Déf. Spé.", "Vitesse", "Total",
    ],
    statNames: ["PV", "Attaque", "Défense", "Atq. Spé.", "Déf. Spé.", "Vitesse"],
    recordingStopped: { "enregistrement arrêté : \($0)" },
    replaying: { "relecture \($0), une touche l'arrête" },
    replayDone: "relecture terminée, une touche pour quitter",
    typeNames: [
      .normal: "Normal", .fighting: "Combat", .flying: "Vol", .poison: "Poison",
      .ground: "Sol", .rock: "Roche", .bug: "Insecte", .ghost: "Spectre", .steel: "Acier",
      .fire: "Feu", .water: "Eau", .grass: "Plante", .electric: "Électrik", .psychic: "Psy",
      .ice: "Glace", .dragon: "Dragon", .dark: "Ténèbres", .fairy: "Fée",
    ],
    translations: [
      "The entry of %@: PokeAPI has none for this form":
        "L’entrée de %@ : PokeAPI n’en a aucune pour cette forme",
      // A move's side effects and the statuses it causes (MovesText.metaLine).
      "Effect chance": "Probabilité d’effet",
      "Condition": "Altération",
      "Critical hits": "Coups critiques",
      "Drains": "Draine",
      "Recoil": "Contrecoup",
      "Heals": "Soigne",
      "Flinch": "Apeurement",
      "Stats": "Stats",
      "Hits": "Coups",
      "Turns": "Tours",
      "Evasion": "Esquive",
      "Type": "Type",
      "Before %@": "Avant %@",
      "Paralysis": "Paralysie",
      "Burn": "Brûlure",
      "Confusion": "Confusion",
      "Poison": "Empoisonnement",
      "Trapped": "Piégé",
      "Sleep": "Sommeil",
      "Freeze": "Gel",
      "Loses its type's immunities": "Perd les immunités de son type",
      "Leech Seed": "Vampigraine",
      "Silenced": "Réduit au silence",
      "Infatuation": "Attraction",
      "Embargo": "Embargo",
      "Perish Song": "Requiem",
      "Nightmare": "Cauchemar",
      "Ingrain": "Racines",
      "Drowsiness": "Somnolence",
      "Heal Block": "Anti-Soin",
      "Tar Shot": "Goudronnage",
      "Torment": "Tourmente",
      "Disable": "Entrave",
      "Couldn't load Pokémon #": "Impossible de charger le Pokémon n° ",
      "Couldn't load Pokémon:": "Impossible de charger le Pokémon :",
      "Couldn't load the evolution chain:": "Impossible de charger la chaîne d’évolution :",
      "Couldn't load the type chart:": "Impossible de charger la table des types :",
      "Couldn't load the record:": "Impossible de charger la fiche :",
      "Couldn't load the ability:": "Impossible de charger le talent :",
      "Couldn't load the moves:": "Impossible de charger les capacités :",
      "Moves": "Capacités",
      "No move matches.": "Aucune capacité ne correspond.",
      "Couldn't load the move:": "Impossible de charger la capacité :",
      "Couldn't search the moves:": "Impossible de chercher les capacités :",
      "No Pokémon learns it.": "Aucun Pokémon ne l’apprend.",
      "Category": "Catégorie",
      "Team": "Équipe",
      "No team yet: press a on a Pokémon to add it (I imports team.txt).":
        "Pas encore d’équipe : a sur un Pokémon l’ajoute (I importe team.txt).",
      "Gaps": "Lacunes",
      "Defence": "Défense",
      "or": "ou",
      "\"%@\" could be more than one Pokémon: did you mean %@?":
        "« %@ » peut désigner plusieurs Pokémon : vouliez-vous dire %@ ?",
      "no move is called \"%@\": did you mean %@?":
        "aucune capacité ne s’appelle « %@ » : vouliez-vous dire %@ ?",
      "no ability is called \"%@\": did you mean %@?":
        "aucun talent ne s’appelle « %@ » : vouliez-vous dire %@ ?",
      "\"%@\" could be more than one move or ability: did you mean %@?":
        "« %@ » peut désigner plusieurs capacités ou talents : vouliez-vous dire %@ ?",
      "no Pokémon is called \"%@\": did you mean %@?":
        "aucun Pokémon ne s’appelle « %@ » : vouliez-vous dire %@ ?",
      "no Pokémon is called \"%@\", and no name comes close":
        "aucun Pokémon ne s’appelle « %@ », et aucun nom n’en est proche",
      "there is no Pokémon #%@ (species go from 1 to 1025, other forms from 10001 on)":
        "il n’y a pas de Pokémon n° %@ (les espèces vont de 1 à 1025, les autres formes à partir de 10001)",
      "compare takes two to four names, not %@ (a name of several words goes in quotes: \"mega charizard x\")":
        "compare prend de deux à quatre noms, pas %@ (un nom de plusieurs mots se met entre guillemets : \"mega charizard x\")",
      "no Pokémon match \"%@\"":
        "aucun Pokémon ne correspond à « %@ »",
      "the first %@ of %@ are shown; --limit 0 shows them all":
        "les %@ premiers sur %@ sont affichés ; --limit 0 les affiche tous",
      "no ability is called \"%@\" (in any of the five languages, like: pokedex-tui ability levitate)":
        "aucun talent ne s’appelle « %@ » (dans l’une des cinq langues, comme : pokedex-tui ability lévitation)",
      "no move is called \"%@\" (in any of the five languages, like: pokedex-tui move thunderbolt)":
        "aucune capacité ne s’appelle « %@ » (dans l’une des cinq langues, comme : pokedex-tui move tonnerre)",
      "The team is empty: pokedex-tui team import FILE reads a Showdown paste.":
        "L’équipe est vide : pokedex-tui team import FICHIER lit un texte Showdown.",
      "Couldn't import:": "Import impossible :",
      "Couldn't export the team:": "Impossible d’exporter l’équipe :",
      "Couldn't load the team:": "Impossible de charger l’équipe :",
      "The team is full (%@).": "L’équipe est complète (%@).",
      "%@ joined the team.": "%@ rejoint l’équipe.",
      "%@ is in the team already.": "%@ est déjà dans l’équipe.",
      "%@ left the team (u undoes).": "%@ a quitté l’équipe (u annule).",
      "Another terminal took %@ out of the team; its choices closed.":
        "Un autre terminal a retiré %@ de l’équipe ; ses choix sont fermés.",
      "The last change to the team is undone.": "La dernière modification de l’équipe est annulée.",
      "Nothing to undo.": "Rien à annuler.",
      "Replaced \"%@\" (%@ Pokémon): the team is now %@ Pokémon (team new NAME before an import keeps a team).":
        "« %@ » (%@ Pokémon) a été remplacée : l’équipe compte maintenant %@ Pokémon (team new NOM avant un import garde une équipe).",
      "That change no longer changes the team (another terminal changed it since); u again takes back the one before.":
        "Ce changement ne change plus l’équipe (un autre terminal l’a changée depuis) ; u à nouveau annule le précédent.",
      "Now editing %@.": "Édition de %@.",
      "%@ was deleted (u undoes).": "%@ a été supprimée (u annule).",
      "Teams added: %@.": "Équipes ajoutées : %@.",
      "No teams yet: n starts one.": "Pas encore d’équipe : n en crée une.",
      "A Pokémon knows %@ moves at most.": "Un Pokémon connaît %@ capacités au plus.",
      "Item": "Objet",
      "Nature": "Nature",
      "%@ left": "%@ restants",
      "Not in this Pokédex's data, kept in your favourites: %@":
        "Absents des données de ce Pokédex, gardés dans vos favoris : %@",
      "%@ over the 510": "%@ au-delà des 510",
      "Teams": "Équipes",
      "The one it replaced is in %@.": "L’ancienne est dans %@.",
      "The one it replaced is beside it: %@.": "L’ancienne est à côté : %@.",
      "u undoes.": "u annule.",
      "The team is in %@.": "L’équipe est dans %@.",
      "The team is now %@ Pokémon.": "L’équipe compte maintenant %@ Pokémon.",
      "slow": "lente",
      "medium": "moyenne",
      "fast": "rapide",
      "medium slow": "parabolique",
      "erratic": "erratique",
      "fluctuating": "fluctuante",
      "Level up": "Montée de niveau",
      "Machine": "Capsule",
      "Egg": "Œuf",
      "Tutor": "Enseigné",
      "Train": "Entraînement",
      "Form Change": "Changement de Forme",
      "Evo.": "Évo.",
      "One chosen Pokémon": "Un Pokémon choisi",
      "The user": "Le lanceur",
      "An ally": "Un allié",
      "The user or an ally": "Le lanceur ou un allié",
      "The user's side": "Le camp du lanceur",
      "The user and its allies": "Le lanceur et ses alliés",
      "All allies": "Tous les alliés",
      "The opponents' side": "Le camp adverse",
      "All opponents": "Tous les adversaires",
      "A random opponent": "Un adversaire au hasard",
      "All other Pokémon": "Tous les autres Pokémon",
      "All Pokémon": "Tous les Pokémon",
      "The entire field": "Tout le terrain",
      "Depends on the move": "Dépend de la capacité",
      "A fainted ally": "Un allié K.O.",
      "weak": "faible",
      "resist": "résiste",
      "immune": "immunisé",
      "← shared weakness": "← faiblesse partagée",
      "Offence": "Attaque",
      "a name (any language) or number": "un nom (toute langue) ou un numéro",
      "that type; type:fire/flying both": "ce type ; type:fire/flying les deux",
      "generations 1 to 3; gen:4 one": "générations 1 à 3 ; gen:4 une seule",
      "a base stat: hp atk def spa spd spe bst": "stat de base : hp atk def spa spd spe bst",
      "takes ×2 or more from water": "subit ×2 ou plus de l’eau",
      "takes ×½ or less from grass": "subit ×½ ou moins de plante",
      "takes nothing from ground": "ne subit rien de sol",
      "has the ability": "a le talent",
      "learns it (game:G, else newest)": "l’apprend (game:G, sinon le plus récent)",
      "in the egg group": "dans le groupe d’œufs",
      "also mythical baby mega regional gmax": "aussi mythical baby mega regional gmax",
      "not": "pas",
      "either": "l’un ou l’autre",
      "also attack, spatk, sp.def, total…": "aussi attack, spatk, sp.def, total…",
      "the game of learns: (sv, swsh, la…)": "le jeu de learns: (sv, swsh, la…)",
      "Search syntax": "Syntaxe de recherche",
      "Couldn't load your favourites:": "Impossible de charger vos favoris :",
      "Couldn't talk to PokeAPI:": "Impossible de joindre PokeAPI :",
      "There is no Pokémon #": "Il n’y a pas de Pokémon n° ",
      "learns": "apprend",
      "Lv": "N.",
      "Physical": "Physique",
      "Natures": "Natures",
      "Warnings": "Avertissements",
      "The import": "L’importation",
      "No warnings: every set is legal.": "Aucun avertissement : chaque set est légal.",
      "(+%@, W lists them)": "(+%@, W les liste)",
      "The team has %@ Pokémon, more than %@ (two terminals added at once): take one out with x.":
        "L’équipe compte %@ Pokémon, plus de %@ (deux terminaux en ont ajouté en même temps) : retirez-en un avec x.",
      // PokeAPI names these ways to meet a Pokémon in English, German and French only.
      "Walking in tall grass or a cave":
        "En marchant dans les herbes hautes ou une grotte",
      "Catch a wild Dynamax or Gigantamax Pokémon in a Max Raid battle.":
        "Capturer un Pokémon Dynamax ou Gigamax sauvage dans un Raid Dynamax.",
      "Walking in the overworld":
        "En marchant dans le monde extérieur",
      "Special overworld spawn in a fixed location.":
        "Apparition spéciale à un endroit fixe du monde extérieur.",
      "Surfing in the overworld":
        "En surfant dans le monde extérieur",
      "Fishing with a Super Rod":
        "En pêchant avec une Méga Canne",
      "Surfing":
        "En surfant",
      "Fishing with a Good Rod":
        "En pêchant avec une Super Canne",
      "Fishing with an Old Rod":
        "En pêchant avec une Canne",
      "Receive as a gift":
        "Reçu en cadeau",
      "Items": "Objets",
      "No item matches.": "Aucun objet ne correspond.",
      "Held items": "Objets tenus",
      "Level": "Niveau",
      "Ability": "Talent",
      "Berries": "Baies",
      "Evolution items": "Objets d’évolution",
      "Balls": "Balls",
      "Medicine": "Soins",
      "TMs": "CT",
      "Other items": "Autres objets",
      "Fling power":
        "Puissance de Dégommage",
      "Price":
        "Prix",
      "Generations":
        "Générations",
      "Held in the wild":
        "Tenu à l’état sauvage",
      "Teaches, game by game":
        "Enseigne, jeu par jeu",
      "Held in the wild by no Pokémon in PokeAPI's data":
        "Tenu à l’état sauvage par aucun Pokémon dans les données de PokeAPI",
      "no item is called \"%@\": did you mean %@?":
        "aucun objet ne s’appelle « %@ » : vouliez-vous dire %@ ?",
      "no item is called \"%@\" (in any of the five languages, like: pokedex-tui item leftovers)":
        "aucun objet ne s’appelle « %@ » (dans aucune des cinq langues ; par exemple : pokedex-tui item leftovers)",
      "\"%@\" could be more than one item: did you mean %@?":
        "« %@ » peut désigner plusieurs objets : vouliez-vous dire %@ ?",
      "no place is called \"%@\": did you mean %@?":
        "aucun lieu ne s’appelle « %@ » : vouliez-vous dire %@ ?",
      "no place is called \"%@\" (in any of the five languages, like: pokedex-tui location viridian-forest)":
        "aucun lieu ne s’appelle « %@ » (dans aucune des cinq langues ; par exemple : pokedex-tui location viridian-forest)",
      "\"%@\" could be more than one place: did you mean %@?":
        "« %@ » peut désigner plusieurs lieux : vouliez-vous dire %@ ?",
      "nothing is found at %@ in this Pokédex's data":
        "rien ne se trouve à %@ dans les données de ce Pokédex",
      "nothing is found at %@ in \"%@\"; something is in: %@":
        "rien ne se trouve à %@ dans « %@ » ; il y a quelque chose dans : %@",
      "a calculation reads ATTACKER MOVE vs. DEFENDER: no \"vs.\" in \"%@\"":
        "un calcul s’écrit ATTAQUANT CAPACITÉ vs. DÉFENSEUR : pas de « vs. » dans « %@ »",
      "a calculation has one \"vs.\", this one has %@":
        "un calcul a un seul « vs. », celui-ci en a %@",
      "expected a move after %@":
        "une capacité était attendue après %@",
      "\"(%@)\" is not a number of hits, like \"(3 hits)\"":
        "« (%@) » n’est pas un nombre de coups, comme « (3 hits) »",
      "%@ hits once, not %@ times":
        "%@ frappe une fois, pas %@ fois",
      "%@ does damage from what its user takes: the calculator cannot know it":
        "%@ inflige des dégâts selon ceux que subit son lanceur : le calculateur ne peut pas les connaître",
      "%@ knocks the target out when it hits, whatever its HP":
        "%@ met la cible K.O. si elle touche, quels que soient ses PV",
      "%@'s damage is left to chance":
        "les dégâts de %@ sont laissés au hasard",
      "%@'s damage comes from the user's party: the calculator cannot know it":
        "les dégâts de %@ dépendent de l’équipe du lanceur : le calculateur ne peut pas les connaître",
      "%@'s power comes from Stockpile: the calculator cannot know it":
        "la puissance de %@ dépend de Stockage : le calculateur ne peut pas la connaître",
      "%@'s power and type come from the Berry held: the calculator cannot know them":
        "la puissance et le type de %@ dépendent de la baie tenue : le calculateur ne peut pas les connaître",
      "%@'s power comes from the item flung: the calculator cannot know it":
        "la puissance de %@ dépend de l’objet lancé : le calculateur ne peut pas la connaître",
      "%@'s power comes from its PP left: the calculator cannot know it":
        "la puissance de %@ dépend de ses PP restants : le calculateur ne peut pas la connaître",
      "%@'s power comes from both Pokémon's Speed: the calculator does not work it out":
        "la puissance de %@ dépend de la Vitesse des deux Pokémon : le calculateur ne la calcule pas",
      "%@ hits %@ times, not %@":
        "%@ frappe %@ fois, pas %@",
      "%@ hits %@ to %@ times, not %@":
        "%@ frappe de %@ à %@ fois, pas %@",
      "no move is called \"%@\"":
        "aucune capacité ne s’appelle « %@ »",
      "could not place \"%@\" after %@: expected %@":
        "impossible de placer « %@ » après %@ : attendu %@",
      "the KO text counts \"%@\", which this calculator cannot set up: it knows %@ and the weather abilities":
        "le texte de KO compte « %@ », que ce calculateur ne sait pas préparer : il connaît %@ et les talents météo",
      "expected a level from 1 to 100 after \"Lvl\"":
        "un niveau de 1 à 100 était attendu après « Lvl »",
      "IVs go from 0 to 31, not %@":
        "les IV vont de 0 à 31, pas %@",
      "EVs go from 0 to 255, not %@": "les EV vont de 0 à 255, pas %@",
      "stat stages go from -6 to +6, not %@": "les niveaux de stat vont de -6 à +6, pas %@",
      "expected the attacker (a Pokémon by Showdown's name)":
        "l’attaquant était attendu (un Pokémon par son nom dans Showdown)",
      "expected the defender (a Pokémon by Showdown's name)":
        "le défenseur était attendu (un Pokémon par son nom dans Showdown)",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "impossible de placer « %@ » : attendu l’objet ou le talent de l’attaquant, « burned », « Tera TYPE » ou le Pokémon par son nom dans Showdown",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "impossible de placer « %@ » : attendu l’objet ou le talent de l’attaquant, « burned », « Tera TYPE » ou le Pokémon par son nom dans Showdown ; vouliez-vous dire %@ ?",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "impossible de placer « %@ » : attendu l’objet ou le talent du défenseur, « burned », « Tera TYPE » ou le Pokémon par son nom dans Showdown",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "impossible de placer « %@ » : attendu l’objet ou le talent du défenseur, « burned », « Tera TYPE » ou le Pokémon par son nom dans Showdown ; vouliez-vous dire %@ ?",
      "unknown option '%@'":
        "option inconnue '%@'",
      "%@ is a command: it goes first, like: pokedex-tui %@ --help":
        "%@ est une commande : elle vient en premier, comme : pokedex-tui %@ --help",
      "team import needs a file, or - for standard input":
        "team import a besoin d’un fichier, ou de - pour l’entrée standard",
      "team %@ needs a team's number or name":
        "team %@ a besoin du numéro ou du nom d’une équipe",
      "team %@ needs a name":
        "team %@ a besoin d’un nom",
      "unknown option '%@' (did you mean %@?)":
        "option inconnue '%@' (vouliez-vous dire %@ ?)",
      "unknown source '%@' for --source (use embedded or live)":
        "source inconnue '%@' pour --source (utilisez embedded ou live)",
      "unknown command '%@' (did you mean %@?)":
        "commande inconnue '%@' (vouliez-vous dire %@ ?)",
      "unknown command '%@' (the commands are %@)":
        "commande inconnue '%@' (les commandes sont %@)",
      "%@ --help says more.":
        "%@ --help en dit plus.",
      "unknown command '%@'":
        "commande inconnue '%@'",
      "unknown language '%@' for --lang (use en, es, fr, de or ja)":
        "langue inconnue '%@' pour --lang (utilisez en, es, fr, de ou ja)",
      "--lang needs a value: en, es, fr, de or ja":
        "--lang attend une valeur : en, es, fr, de ou ja",
      "--source needs a value: embedded or live":
        "--source attend une valeur : embedded ou live",
      "--api-url needs an http:// or https:// address":
        "--api-url attend une adresse http:// ou https://",
      "--record needs a file to write, like --record session.jsonl":
        "--record attend un fichier où écrire, comme --record session.jsonl",
      "--replay needs a recording, like --replay session.jsonl":
        "--replay attend un enregistrement, comme --replay session.jsonl",
      "--speed needs a number above 0, like 4 or 0.5":
        "--speed attend un nombre supérieur à 0, comme 4 ou 0.5",
      "--speed needs a number above 0, like 4 or 0.5 (not '%@')":
        "--speed attend un nombre supérieur à 0, comme 4 ou 0.5 (pas '%@')",
      "--record and --replay cannot be used together":
        "--record et --replay ne vont pas ensemble",
      "--api-url only applies to --source live":
        "--api-url ne s’applique qu’à --source live",
      "--speed only applies to --replay":
        "--speed ne s’applique qu’à --replay",
      "--spikes needs 1, 2 or 3 layers":
        "--spikes attend 1, 2 ou 3 couches",
      "--defender-status needs poison, toxic or burn":
        "--defender-status attend poison, toxic ou burn",
      "--game needs a game, like: --game scarlet-violet":
        "--game attend un jeu, comme : --game scarlet-violet",
      "--game goes with --moves or --where, like: pokedex-tui show pikachu --moves --game red-blue":
        "--game va avec --moves ou --where, comme : pokedex-tui show pikachu --moves --game red-blue",
      "--moves and --where cannot be used together":
        "--moves et --where ne peuvent pas être utilisés ensemble",
      "--limit needs a whole number, 0 for all":
        "--limit attend un nombre entier, 0 pour tout",
      "--limit needs a whole number, 0 for all (not '%@')":
        "--limit attend un nombre entier, 0 pour tout (pas '%@')",
      "natures takes no name, only --json and --lang":
        "natures ne prend pas de nom, seulement --json et --lang",
      "team takes nothing, export, import <file|->, list, new <name>, use <team>, rename <name>, copy or delete <team>":
        "team prend rien, export, import <fichier|->, list, new <nom>, use <équipe>, rename <nom>, copy ou delete <équipe>",
      "show needs a name or a number, like: pokedex-tui show pikachu":
        "show attend un nom ou un numéro, comme : pokedex-tui show pikachu",
      "search needs something to search for, like: pokedex-tui search pikachu":
        "search attend quelque chose à chercher, comme : pokedex-tui search pikachu",
      "ability needs an ability's name, like: pokedex-tui ability levitate":
        "ability attend le nom d’un talent, comme : pokedex-tui ability levitate",
      "move needs a move's name, like: pokedex-tui move thunderbolt":
        "move attend le nom d’une capacité, comme : pokedex-tui move thunderbolt",
      "compare needs two to four names, like: pokedex-tui compare garchomp salamence":
        "compare attend deux à quatre noms, comme : pokedex-tui compare garchomp salamence",
      "calc needs a calculation, like: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"":
        "calc attend un calcul, comme : pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"",
      "location needs a place's name, like: pokedex-tui location \"viridian forest\"":
        "location attend le nom d’un lieu, comme : pokedex-tui location \"viridian forest\"",
      "item needs an item's name, like: pokedex-tui item leftovers":
        "item attend le nom d’un objet, comme : pokedex-tui item leftovers",
      "cannot read %@: there is no such file":
        "impossible de lire %@ : ce fichier n’existe pas",
      "cannot read %@: it is a folder":
        "impossible de lire %@ : c’est un dossier",
      "cannot read %@: %@":
        "impossible de lire %@ : %@",
      "cannot read %@: it is not text (UTF-8), as a paste is":
        "impossible de lire %@ : ce n’est pas du texte (UTF-8), comme l’est un texte de Showdown",
      "No teams yet.":
        "Pas encore d’équipe.",
      "a team's name cannot be empty":
        "le nom d’une équipe ne peut pas être vide",
      "Editing the new team \"%@\".":
        "Modification de la nouvelle équipe « %@ ».",
      "no team is called \"%@\" (there are no teams)":
        "aucune équipe ne s’appelle « %@ » (il n’y a pas d’équipe)",
      "no team is called \"%@\" (the teams: %@)":
        "aucune équipe ne s’appelle « %@ » (les équipes : %@)",
      "Editing \"%@\".":
        "Modification de « %@ ».",
      "Deleted \"%@\" (%@ Pokémon).":
        "« %@ » supprimée (%@ Pokémon).",
      "there is no team yet: add a Pokémon or import one first":
        "pas encore d’équipe : ajoutez un Pokémon ou importez-en une d’abord",
      "Renamed \"%@\" to \"%@\".":
        "« %@ » renommée en « %@ ».",
      "Editing the copy \"%@\".":
        "Modification de la copie « %@ ».",
      "%@ learns no moves in this Pokédex's data":
        "%@ n’apprend aucune capacité dans les données de ce Pokédex",
      "%@ learns no moves in \"%@\"; it learns moves in: %@":
        "%@ n’apprend aucune capacité dans « %@ » ; il en apprend dans : %@",
      "%@ is not found in \"%@\" in this Pokédex's data":
        "%@ ne se trouve pas dans « %@ » dans les données de ce Pokédex",
      " (PokeAPI's encounters end with %@)":
        " (les rencontres de PokeAPI s’arrêtent à %@)",
      "; it is found in: %@":
        " ; il se trouve dans : %@",
      "no game is called \"%@\"; the games are: %@":
        "aucun jeu ne s’appelle « %@ » ; les jeux sont : %@",
      "nobody learns %@ in \"%@\"; no game teaches it":
        "personne n’apprend %@ dans « %@ » ; aucun jeu ne l’enseigne",
      "nobody learns %@ in \"%@\"; games that teach it: %@":
        "personne n’apprend %@ dans « %@ » ; jeux qui l’enseignent : %@",
      "found there (game:G, else any)":
        "s’y trouve (game:G, sinon tout jeu)",
      "a place's name, like viridian-forest":
        "le nom d’un lieu, comme viridian-forest",
      "Where it is found":
        "Où le trouver",
      "only in %@":
        "seulement dans %@",
      "PokeAPI's encounters end with %@: it has none for later games":
        "Les rencontres de PokeAPI s’arrêtent à %@ : aucune pour les jeux suivants",
      "Not found in the wild here: evolve %@, found at %@":
        "Introuvable à l’état sauvage ici : faites évoluer %@, qu’on trouve à %@",
      "PokeAPI has no wild encounter of %@":
        "PokeAPI n’a aucune rencontre sauvage de %@",
      "Raises": "Augmente",
      "Lowers": "Baisse",
      "Likes": "Aime",
      "Dislikes": "N’aime pas",
      "Spicy": "Épicé",
      "Dry": "Sec",
      "Sweet": "Sucré",
      "Bitter": "Amer",
      "Sour": "Acide",
      "Special": "Spéciale",
      "Status": "Statut",
      "Power": "Puissance",
      "Accuracy": "Précision",
      "PP": "PP",
      "Priority": "Priorité",
      "Target": "Cible",
      "Learned in": "Apprise dans",
      "No moves": "Aucune capacité",
      "\"%@\": expected %@": "« %@ » : il faut %@",
      " (did you mean %@?)": " (vouliez-vous dire %@ ?)",
      "a term after the %@, like -is:legendary": "un terme après le %@, comme -is:legendary",
      "a value after %@": "une valeur après %@",
      "a game, like scarlet-violet": "un jeu, comme scarlet-violet ou sv",
      "a generation 1 to 9, or a range like 1-3":
        "une génération de 1 à 9, ou un intervalle comme 1-3",
      "a move's name, like trick-room": "le nom d'une capacité, comme distorsion",
      "a stat comparison like spe>=100 (hp atk def spa spd spe bst)":
        "une comparaison de stat comme spe>=100 (hp atk def spa spd spe bst)",
      "a type like fire, or two like fire/flying": "un type comme feu, ou deux comme feu/vol",
      "a type like fire (or its name in your language, like feu)": "un type comme feu",
      "an ability's name, like levitate": "le nom d'un talent, comme lévitation",
      "an attacking type like water": "un type d'attaque comme eau",
      "an egg group, like dragon or field": "un groupe d'œufs, comme dragon ou terrestre",
      "legendary, mythical, baby, mega, regional or gmax":
        "legendary, mythical, baby, mega, regional ou gmax",
      "one game, like game:scarlet-violet": "un seul jeu, comme game:scarlet-violet",
      "a term: type gen weak resists immune ability learns egg in is game, or a stat":
        "un terme : type gen weak resists immune ability learns egg in is game, ou une stat",
      "Its species' usual moves: this form has no list of its own in this game":
        "Capacités de la forme habituelle : cette forme n'a pas de liste propre dans ce jeu",
      "by level": "par niveau",
      "by name": "par nom",
      "by power": "par puissance",
      "Pokédex entry": "Entrée du Pokédex",
      "Training and breeding": "Entraînement et élevage",
      "EV yield": "EV",
      "Catch rate": "Taux de capture",
      "Base friendship": "Amitié de base",
      "Base exp.": "Exp. de base",
      "Growth": "Croissance",
      "Egg groups": "Groupes d’œufs",
      "Gender": "Sexe",
      "Hatch": "Éclosion",
      "steps": "pas",
      "genderless": "asexué",
      "Legendary": "Légendaire",
      "Mythical": "Fabuleux",
      "Baby": "Bébé",
      "Forms": "Formes",
      "Generation": "Génération",
      "Pokémon with it": "Pokémon qui l’ont",
      "Remove all favourites?": "Retirer tous les favoris ?",
      "Every Pokémon leaves your favourites. This cannot be undone.":
        "Tous les Pokémon quittent vos favoris. Impossible de revenir en arrière.",
      "Remove all": "Tout retirer", "Cancel": "Annuler",
      // The paste reader's problems and a set's warnings (ShowdownPaste, SetCheck).
      "%@ learns %@ in no game": "%@ n’apprend %@ dans aucun jeu",
      "%@ learns %@ in no game up to generation %@":
        "%@ n’apprend %@ dans aucun jeu jusqu’à la génération %@",
      "%@ is there twice": "%@ y est deux fois",
      "%@ cannot have the ability \"%@\"": "%@ ne peut pas avoir le talent « %@ »",
      "%@ had the ability \"%@\" only up to generation %@":
        "%@ n’a eu le talent « %@ » que jusqu’à la génération %@",
      "abilities came in generation 3": "les talents sont apparus à la génération 3",
      "\"%@\" came in generation %@": "« %@ » est apparu à la génération %@",
      "%@ came in generation %@": "%@ est apparu à la génération %@",
      "Tera types came in generation 9": "les types Téra sont apparus à la génération 9",
      "hidden abilities came in generation 5": "les talents cachés sont apparus à la génération 5",
      "%@ cannot have the ability \"%@\" in generation %@":
        "%@ ne peut pas avoir le talent « %@ » à la génération %@",
      "\"%@\" is not a nature": "« %@ » n’est pas une nature",
      "\"%@\" is not a nature: did you mean %@?":
        "« %@ » n’est pas une nature : vouliez-vous dire %@ ?",
      "no item is called \"%@\"": "aucun objet ne s’appelle « %@ »",
      "\"%@\" is not a Poké Ball": "« %@ » n’est pas une Poké Ball",
      "%@ %@ EVs: a stat takes at most %@": "%@ EV en %@ : une statistique en prend au plus %@",
      "the EVs add up to %@, more than %@": "les EV font %@ au total, plus de %@",
      "%@ has no Gigantamax form": "%@ n’a pas de forme Gigamax",
      "%@ has no gender": "%@ n’a pas de sexe",
      "%@ is never female": "%@ n’est jamais femelle",
      "%@ is never male": "%@ n’est jamais mâle",
      "line %@: %@": "ligne %@ : %@",
      "a team has at most %@ Pokémon": "une équipe compte au plus %@ Pokémon",
      "the line holds a control character (%@), which a paste cannot hold":
        "la ligne contient un caractère de contrôle (%@), qu’un texte d’équipe ne peut pas contenir",
      "expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"":
        "attendu le nom d’un Pokémon, comme « Garchomp @ Choice Scarf »",
      "the paste has no Pokémon": "le texte n’a aucun Pokémon",
      "this team has no Pokémon": "cette équipe n’a aucun Pokémon",
      "the paste holds %@ teams (%@), and the Pokédex keeps one: import a paste of one of them":
        "le texte contient %@ équipes (%@), et le Pokédex en garde une : importez le texte de l’une d’elles",
      "an unnamed team": "une équipe sans nom",
      "expected a move after \"-\"": "attendu une capacité après « - »",
      "a Pokémon knows at most %@ moves": "un Pokémon connaît au plus %@ capacités",
      "\"%@\" names no type": "« %@ » ne nomme aucun type",
      "expected a set's field (\"Ability: …\", \"EVs: …\", \"Jolly Nature\", \"- Move\"), not \"%@\"":
        "attendu un champ du set (« Ability: … », « EVs: … », « Jolly Nature », « - Move »), pas « %@ »",
      "expected an ability after \"Ability:\"": "attendu un talent après « Ability: »",
      "a level is 1 to 100, not \"%@\"": "un niveau va de 1 à 100, pas « %@ »",
      "expected Yes or No after \"Shiny:\"": "attendu Yes ou No après « Shiny: »",
      "expected Yes or No after \"Gigantamax:\"": "attendu Yes ou No après « Gigantamax: »",
      "happiness is 0 to 255, not \"%@\"": "le bonheur va de 0 à 255, pas « %@ »",
      "a Dynamax level is 0 to 10, not \"%@\"": "un niveau Dynamax va de 0 à 10, pas « %@ »",
      "\"%@\" is not a Tera type (the 18 types and Stellar)":
        "« %@ » n’est pas un type Téra (les 18 types et Stellaire)",
      "expected a ball after \"%@:\"": "attendu une Poké Ball après « %@: »",
      "\"%@\" is not a type": "« %@ » n’est pas un type",
      "\"%@:\" is not a field of a set": "« %@: » n’est pas un champ de set",
      "expected values like \"%@\" (0 to %@; HP Atk Def SpA SpD Spe), not \"%@\"":
        "attendu des valeurs comme « %@ » (de 0 à %@ ; HP Atk Def SpA SpD Spe), pas « %@ »",
      "%@ is given twice": "%@ est donné deux fois",
      "\"%@\" was read as %@": "« %@ » a été lu comme %@",
      "%@ is in the team already (line %@): a team holds a species once":
        "%@ est déjà dans l’équipe (ligne %@) : une équipe n’a chaque espèce qu’une fois",
      "\"%@\" could be %@": "« %@ » pourrait être %@",
      "no Pokémon is called \"%@\"": "aucun Pokémon ne s’appelle « %@ »",
      "no ability is called \"%@\"": "aucun talent ne s’appelle « %@ »",
      "standard input": "l’entrée standard",
      "warning: %@": "attention : %@",
      "Added %@ teams: %@; now editing %@.":
        "%@ équipes ajoutées : %@ ; %@ est maintenant en cours d’édition.",
      "Team %@": "Équipe %@",
      "%@ (copy)": "%@ (copie)",
      "Couldn't import: there is no %@ (E writes the team there).":
        "Import impossible : %@ n’existe pas (E y écrit l’équipe).",
      "Couldn't import: %@ is a folder, not a paste.":
        "Import impossible : %@ est un dossier, pas un texte d’équipe.",
      "Couldn't import: %@ is not text.":
        "Import impossible : %@ n’est pas du texte.",
      "Couldn't import: %@ cannot be read (%@).":
        "Import impossible : %@ est illisible (%@).",
      "Couldn't export the team: %@ is a folder; move it away.":
        "Export de l’équipe impossible : %@ est un dossier ; déplacez-le.",
      "Couldn't export the team: %@ cannot be written (%@).":
        "Export de l’équipe impossible : %@ ne peut pas être écrit (%@).",
      "needs a terminal: standard input and output must both be a terminal (not a pipe or a file).":
        "il faut un terminal : l’entrée et la sortie standard doivent toutes deux être un terminal (pas un tube ni un fichier).",
      "cannot replay %@": "impossible de rejouer %@",
      "cannot record to %@": "impossible d’enregistrer dans %@",
      "cannot take over the terminal: %@": "impossible de prendre la main sur le terminal : %@",
      "reinstall or rebuild pokedex-tui (swift build), which puts the Loop_PokedexCore.resources folder beside the program; scripts/sync-snapshot regenerates the data itself.":
        "réinstallez ou recompilez pokedex-tui (swift build), ce qui place le dossier Loop_PokedexCore.resources à côté du programme ; scripts/sync-snapshot régénère les données elles-mêmes.",
      "recorded %@ actions to %@": "%@ actions enregistrées dans %@",
      "the recording": "l’enregistrement",
      "replayed all %@ actions of %@; every state matched the recording":
        "les %@ actions de %@ ont été rejouées ; chaque état correspond à l’enregistrement",
      "replay stopped after %@ of %@ actions; the states matched so far":
        "relecture arrêtée après %@ actions sur %@ ; jusque-là, les états correspondent",
      "Couldn't load the calculator:": "Impossible de charger le calculateur :",
      "Couldn't load the item:": "Impossible de charger l’objet :",
      "Couldn't search the items:": "Impossible de chercher les objets :",
      "Couldn't load where it is found:": "Impossible de charger où le trouver :",
      "Search failed:": "La recherche a échoué :",
      // PokeAPI's failures (PokeAPIError).
      "Can't reach PokeAPI. Check the connection, then retry.":
        "Impossible de joindre PokeAPI. Vérifiez la connexion, puis réessayez.",
      "PokeAPI didn't answer within %@ for %@. Retry in a moment.":
        "PokeAPI n’a pas répondu en %@ pour %@. Réessayez dans un instant.",
      "There is no %@.": "Introuvable : %@.",
      "PokeAPI couldn't find %@.": "PokeAPI n’a pas trouvé %@.",
      "PokeAPI is limiting requests (HTTP 429). Retry in a moment.":
        "PokeAPI limite les requêtes (HTTP 429). Réessayez dans un instant.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in a moment.":
        "PokeAPI limite les requêtes (HTTP 429, %@ essais). Réessayez dans un instant.",
      "PokeAPI is limiting requests (HTTP 429). Retry in %@.":
        "PokeAPI limite les requêtes (HTTP 429). Réessayez dans %@.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in %@.":
        "PokeAPI limite les requêtes (HTTP 429, %@ essais). Réessayez dans %@.",
      "PokeAPI is having trouble (HTTP %@, tried %@ times). Retry later.":
        "PokeAPI rencontre des difficultés (HTTP %@, %@ essais). Réessayez plus tard.",
      "PokeAPI is having trouble (HTTP %@). Retry later.":
        "PokeAPI rencontre des difficultés (HTTP %@). Réessayez plus tard.",
      "PokeAPI refused the request for %@ (HTTP %@).":
        "PokeAPI a refusé la requête pour %@ (HTTP %@).",
      "The connection to PokeAPI closed before an answer (tried %@ times). Retry.":
        "La connexion à PokeAPI s’est fermée avant une réponse (%@ essais). Réessayez.",
      "The connection to PokeAPI closed before an answer. Retry.":
        "La connexion à PokeAPI s’est fermée avant une réponse. Réessayez.",
      "PokeAPI's answer for %@ was cut off (tried %@ times). Retry.":
        "La réponse de PokeAPI pour %@ a été coupée (%@ essais). Réessayez.",
      "PokeAPI's answer for %@ was cut off. Retry.":
        "La réponse de PokeAPI pour %@ a été coupée. Réessayez.",
      "PokeAPI's answer for %@ isn't JSON.": "La réponse de PokeAPI pour %@ n’est pas du JSON.",
      "PokeAPI's answer for %@ was empty.": "La réponse de PokeAPI pour %@ était vide.",
      "PokeAPI's answer for %@ isn't in the expected shape: %@.":
        "La réponse de PokeAPI pour %@ n’a pas la forme attendue : %@.",
      "Couldn't talk to PokeAPI: %@.": "Impossible de communiquer avec PokeAPI : %@.",
      "the Pokémon list": "la liste des Pokémon",
      "Pokémon #%@": "le Pokémon nº %@",
      "the evolution chains": "les chaînes d’évolution",
      "evolution chain #%@": "la chaîne d’évolution nº %@",
      "the type list": "la liste des types",
      "type #%@": "le type nº %@",
      "the request": "la requête",
      "1 second": "1 seconde",
      "%@ seconds": "%@ secondes",
      // A saved file's problems (Loop's PersistenceProblem).
      "%@ cannot be read (%@); it is kept as it is and nothing is saved over it until it can be read.":
        "%@ est illisible (%@) ; il est gardé tel quel et rien n’est enregistré par-dessus tant qu’il ne peut pas être lu.",
      "%@ could not be read (%@); it was moved to %@ and a fresh one was started.":
        "%@ n’a pas pu être lu (%@) ; il a été déplacé vers %@ et un nouveau a été commencé.",
      "%@ could not be read (%@) and could not be moved aside (%@); nothing is saved over it until it is fixed or removed.":
        "%@ n’a pas pu être lu (%@) ni mis de côté (%@) ; rien n’est enregistré par-dessus tant qu’il n’est pas réparé ou supprimé.",
      "Could not save %@: its folder cannot be made (%@).":
        "Impossible d’enregistrer %@ : son dossier ne peut pas être créé (%@).",
      "Could not save %@: its lock file %@ cannot be made or locked (%@), so another copy of the app could save at the same time; the file was left as it was.":
        "Impossible d’enregistrer %@ : son fichier de verrou %@ ne peut être ni créé ni verrouillé (%@), une autre copie de l’app pourrait donc enregistrer en même temps ; le fichier est resté tel quel.",
      "Could not save %@: the value cannot be written as JSON (%@).":
        "Impossible d’enregistrer %@ : la valeur ne peut pas être écrite en JSON (%@).",
      "Could not save %@: %@; the file was left as it was.":
        "Impossible d’enregistrer %@ : %@ ; le fichier est resté tel quel.",
      "Favourites added in this session and not saved to %@: %@.":
        "Favoris ajoutés pendant cette session et non enregistrés dans %@ : %@.",
      "Favourites removed in this session and not saved to %@: %@.":
        "Favoris retirés pendant cette session et non enregistrés dans %@ : %@.",
      "The order chosen in this session (%@) was not saved to %@.":
        "L’ordre choisi pendant cette session (%@) n’a pas été enregistré dans %@.",
      "Team changes made in this session were not saved to %@.":
        "Les changements d’équipe de cette session n’ont pas été enregistrés dans %@.",
      "Team changes made in this session were not saved to %@; here they are as a paste, to import once the file can be written:":
        "Les changements d’équipe de cette session n’ont pas été enregistrés dans %@ ; les voici en texte, à importer quand le fichier pourra être écrit :",
      "%@ learns \"%@\" in no game": "%@ n’apprend « %@ » dans aucun jeu",
      "%@ learns \"%@\" in no game up to generation %@":
        "%@ n’apprend « %@ » dans aucun jeu jusqu’à la génération %@",
      "\"%@\" is there twice": "« %@ » y est deux fois",
      "one place, by its slug: %@": "un seul lieu, par son slug : %@",
      // Ways a Pokémon is met that PokeAPI does not name in this language.
      "Fishing at bubbling spots in the water": "En pêchant dans les remous de l'eau",
      "Interacting with a Berry Tree": "En interagissant avec un arbre à Baies",
      "Encountering 5 Pokemon within grass, flowers, or within a cave":
        "En affrontant une horde de 5 Pokémon (herbes, fleurs, grotte)",
      "Receiving a Jirachi from the USA Colosseum Bonus Disc":
        "En recevant Jirachi du disque bonus de Colosseum (USA)",
      "Receiving a Celebi or Pikachu from the Japanese Colosseum Bonus Disc":
        "En recevant Celebi ou Pikachu du disque bonus Colosseum (JP)",
      "Receiving a Jirachi from the PAL copy of Pokemon channel":
        "En recevant Jirachi de Pokémon Channel (version PAL)",
      "Receiving a Manaphy from Pokemon Ranger": "En recevant Manaphy de Pokémon Ranger",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness.":
        "En capturant le Pokémon d'un Dresseur (Colosseum/XD)",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness, after you have failed to capture them once.":
        "En retentant de capturer un Pokémon de Dresseur (Colosseum/XD)",
      "Finding a Wild Pokemon at any of the three Pokespots in Pokemon XD: Gale of Darkness.":
        "En trouvant un Pokémon sauvage sur un des 3 sites de XD",
      "Finding a Pokemon in a Hidden Grotto": "En trouvant un Pokémon dans une Trouée Cachée",
      "Slathering a Honey Tree with Honey and waiting for a Pokémon to appear.":
        "En enduisant un arbre à miel de Miel puis en attendant",
      "Overworld spawn coming from underground or within a swamp.":
        "Apparition depuis le sol ou dans un marais",
      "Special overworld spawn in a fixed location in the water.":
        "Apparition spéciale à un endroit fixe sur l'eau",
      "Get chased by territorial Pokémon when entering the water.":
        "En étant pourchassé par un Pokémon territorial dans l'eau",
      "Capture during a Dynamax Adventure.": "En capturant pendant une Aventure Dynamax",
      "Ambushed by a Wild Pokemon from a Trash Can":
        "En étant surpris par un Pokémon caché dans une poubelle",
      "Ambushed by a Wild Pokemon from a Rustling Bush":
        "En étant surpris par un Pokémon caché dans un buisson",
      "Ambushed by a Wild Pokemon from the Ceiling of a Cave":
        "En étant surpris par un Pokémon tombant d'une voûte de grotte",
      "Ambushed by a Wild Pokemon from the Ground":
        "En étant surpris par un Pokémon surgissant du sol",
      "Ambushed by a Wild Pokemon from the Sky": "En étant surpris par un Pokémon fondant du ciel",
      "Island Scan": "Scanner Insulaire",
      "Sos": "Combat SOS (un Pokémon appelle à l’aide)",
      "Npc Trade": "Échangé par un personnage du jeu",
      "Sos From Bubbling Spot": "Combat SOS depuis un remous",
    ])

  static let german = Strings(
    list: "Pokédex", search: "Suche", favorites: "Favoriten", loading: "Lädt…",
    loadingMore: "Lädt weitere…", pressRToRetry: "r versucht es erneut",
    noFavorites: "Noch keine Favoriten: f auf einem Pokémon fügt es hinzu.",
    typeToSearch: "Name oder Nummer eingeben.", noResults: "Kein Pokémon passt.",
    searching: "Suche läuft…", types: "Typen", generation: "Gen", filters: "Filter",
    baseStats: "Basiswerte", total: "Summe", height: "Größe", weight: "Gewicht",
    abilities: "Fähigkeiten", hidden: "versteckt", evolution: "Entwicklung",
    matchups: "Schwächen", weakTo: "Schwach gegen", resists: "Resistent gegen",
    immuneTo: "Immun gegen", none: "keine", help: "Hilfe", shiny: "schillernd",
    entryFailed: "Pokédex-Eintrag nicht geladen (r versucht es erneut)",
    spriteFailed: "Sprite nicht geladen (r wiederholt)",
    tooSmall: { "Terminal zu klein (braucht \($0)×\($1))" },
    tooSmallShort: { "\($0)×\($1) nötig" },
    sortedBy: { "nach \($0)" },
    sortKeyNames: [
      "Nr.", "Name", "KP", "Angriff", "Verteidigung", "Sp.-Angr.", "Sp.-Vert.", "Initiative",
      "Summe",
    ],
    statNames: ["KP", "Angriff", "Verteidigung", "Sp.-Angr.", "Sp.-Vert.", "Initiative"],
    recordingStopped: { "Aufnahme gestoppt: \($0)" },
    replaying: { "Wiedergabe \($0), eine Taste hält an" },
    replayDone: "Wiedergabe fertig, eine Taste beendet",
    typeNames: [
      .normal: "Normal", .fighting: "Kampf", .flying: "Flug", .poison: "Gift",
      .ground: "Boden", .rock: "Gestein", .bug: "Käfer", .ghost: "Geist", .steel: "Stahl",
      .fire: "Feuer", .water: "Wasser", .grass: "Pflanze", .electric: "Elektro",
      .psychic: "Psycho", .ice: "Eis", .dragon: "Drache", .dark: "Unlicht", .fairy: "Fee",
    ],
    translations: [
      "The entry of %@: PokeAPI has none for this form":
        "Der Eintrag von %@: PokeAPI hat keinen für diese Form",
      // A move's side effects and the statuses it causes (MovesText.metaLine).
      "Effect chance": "Effektchance",
      "Condition": "Statusproblem",
      "Critical hits": "Volltreffer",
      "Drains": "Absorbiert",
      "Recoil": "Rückstoß",
      "Heals": "Heilt",
      "Flinch": "Zurückschrecken",
      "Stats": "Werte",
      "Hits": "Treffer",
      "Turns": "Runden",
      "Evasion": "Fluchtwert",
      "Type": "Typ",
      "Before %@": "Vor %@",
      "Paralysis": "Paralyse",
      "Burn": "Verbrennung",
      "Confusion": "Verwirrung",
      "Poison": "Vergiftung",
      "Trapped": "Gefangen",
      "Sleep": "Schlaf",
      "Freeze": "Einfrieren",
      "Loses its type's immunities": "Verliert die Immunitäten seines Typs",
      "Leech Seed": "Egelsamen",
      "Silenced": "Verstummt",
      "Infatuation": "Verliebtheit",
      "Embargo": "Itemsperre",
      "Perish Song": "Abgesang",
      "Nightmare": "Nachtmahr",
      "Ingrain": "Verwurzler",
      "Drowsiness": "Müdigkeit",
      "Heal Block": "Heilblockade",
      "Tar Shot": "Teerschuss",
      "Torment": "Folterknecht",
      "Disable": "Aussetzer",
      "Couldn't load Pokémon #": "Pokémon Nr. ",
      "Couldn't load Pokémon:": "Pokémon konnte nicht geladen werden:",
      "Couldn't load the evolution chain:": "Entwicklungsreihe konnte nicht geladen werden:",
      "Couldn't load the type chart:": "Typentabelle konnte nicht geladen werden:",
      "Couldn't load the record:": "Steckbrief konnte nicht geladen werden:",
      "Couldn't load the ability:": "Fähigkeit konnte nicht geladen werden:",
      "Couldn't load the moves:": "Attacken konnten nicht geladen werden:",
      "Moves": "Attacken",
      "No move matches.": "Keine Attacke passt.",
      "Couldn't load the move:": "Attacke konnte nicht geladen werden:",
      "Couldn't search the moves:": "Attacken konnten nicht durchsucht werden:",
      "No Pokémon learns it.": "Kein Pokémon erlernt sie.",
      "Category": "Kategorie",
      "Team": "Team",
      "No team yet: press a on a Pokémon to add it (I imports team.txt).":
        "Noch kein Team: a auf einem Pokémon fügt es hinzu (I importiert team.txt).",
      "Gaps": "Lücken",
      "Defence": "Verteidigung",
      "or": "oder",
      "\"%@\" could be more than one Pokémon: did you mean %@?":
        "„%@“ kann mehr als ein Pokémon sein: meintest du %@?",
      "no move is called \"%@\": did you mean %@?":
        "keine Attacke heißt „%@“: meintest du %@?",
      "no ability is called \"%@\": did you mean %@?":
        "keine Fähigkeit heißt „%@“: meintest du %@?",
      "\"%@\" could be more than one move or ability: did you mean %@?":
        "„%@“ kann mehr als eine Attacke oder Fähigkeit sein: meintest du %@?",
      "no Pokémon is called \"%@\": did you mean %@?":
        "kein Pokémon heißt „%@“: meintest du %@?",
      "no Pokémon is called \"%@\", and no name comes close":
        "kein Pokémon heißt „%@“, und kein Name kommt dem nahe",
      "there is no Pokémon #%@ (species go from 1 to 1025, other forms from 10001 on)":
        "es gibt kein Pokémon Nr. %@ (Arten gehen von 1 bis 1025, andere Formen ab 10001)",
      "compare takes two to four names, not %@ (a name of several words goes in quotes: \"mega charizard x\")":
        "compare nimmt zwei bis vier Namen, nicht %@ (ein Name aus mehreren Wörtern steht in Anführungszeichen: \"mega charizard x\")",
      "no Pokémon match \"%@\"":
        "kein Pokémon passt zu „%@“",
      "the first %@ of %@ are shown; --limit 0 shows them all":
        "die ersten %@ von %@ werden gezeigt; --limit 0 zeigt alle",
      "no ability is called \"%@\" (in any of the five languages, like: pokedex-tui ability levitate)":
        "keine Fähigkeit heißt „%@“ (in einer der fünf Sprachen, wie: pokedex-tui ability schwebe)",
      "no move is called \"%@\" (in any of the five languages, like: pokedex-tui move thunderbolt)":
        "keine Attacke heißt „%@“ (in einer der fünf Sprachen, wie: pokedex-tui move donnerblitz)",
      "The team is empty: pokedex-tui team import FILE reads a Showdown paste.":
        "Das Team ist leer: pokedex-tui team import DATEI liest einen Showdown-Text.",
      "Couldn't import:": "Import fehlgeschlagen:",
      "Couldn't export the team:": "Team konnte nicht exportiert werden:",
      "Couldn't load the team:": "Team konnte nicht geladen werden:",
      "The team is full (%@).": "Das Team ist voll (%@).",
      "%@ joined the team.": "%@ ist jetzt im Team.",
      "%@ is in the team already.": "%@ ist schon im Team.",
      "%@ left the team (u undoes).": "%@ hat das Team verlassen (u macht es rückgängig).",
      "Another terminal took %@ out of the team; its choices closed.":
        "Ein anderes Terminal hat %@ aus dem Team genommen; die Auswahl ist geschlossen.",
      "The last change to the team is undone.":
        "Die letzte Änderung am Team ist rückgängig gemacht.",
      "Nothing to undo.": "Nichts rückgängig zu machen.",
      "Replaced \"%@\" (%@ Pokémon): the team is now %@ Pokémon (team new NAME before an import keeps a team).":
        "„%@“ (%@ Pokémon) wurde ersetzt: das Team hat jetzt %@ Pokémon (team new NAME vor einem Import behält ein Team).",
      "That change no longer changes the team (another terminal changed it since); u again takes back the one before.":
        "Diese Änderung ändert das Team nicht mehr (ein anderes Terminal hat es seitdem geändert); u nimmt erneut die vorige zurück.",
      "Now editing %@.": "Jetzt wird %@ bearbeitet.",
      "%@ was deleted (u undoes).": "%@ wurde gelöscht (u macht rückgängig).",
      "Teams added: %@.": "Teams hinzugefügt: %@.",
      "No teams yet: n starts one.": "Noch keine Teams: n legt eins an.",
      "A Pokémon knows %@ moves at most.": "Ein Pokémon kennt höchstens %@ Attacken.",
      "Item": "Item",
      "%@ left": "%@ übrig",
      "Not in this Pokédex's data, kept in your favourites: %@":
        "Nicht in den Daten dieses Pokédex, bleiben in deinen Favoriten: %@",
      "%@ over the 510": "%@ über den 510",
      "Teams": "Teams",
      "The one it replaced is in %@.": "Die vorige liegt in %@.",
      "The one it replaced is beside it: %@.": "Die vorige liegt daneben: %@.",
      "u undoes.": "u macht es rückgängig.",
      "The team is in %@.": "Das Team steht in %@.",
      "The team is now %@ Pokémon.": "Das Team hat jetzt %@ Pokémon.",
      "slow": "langsam",
      "medium": "mittel",
      "fast": "schnell",
      "medium slow": "mittel langsam",
      "erratic": "unregelmäßig",
      "fluctuating": "schwankend",
      "Level up": "Levelaufstieg",
      "Machine": "Maschine",
      "Egg": "Ei",
      "Tutor": "Tutor",
      "Train": "Training",
      "Form Change": "Formwechsel",
      "Evo.": "Entw.",
      "One chosen Pokémon": "Ein gewähltes Pokémon",
      "The user": "Der Anwender",
      "An ally": "Ein Mitstreiter",
      "The user or an ally": "Anwender oder Mitstreiter",
      "The user's side": "Die eigene Seite",
      "The user and its allies": "Anwender und Mitstreiter",
      "All allies": "Alle Mitstreiter",
      "The opponents' side": "Die gegnerische Seite",
      "All opponents": "Alle Gegner",
      "A random opponent": "Ein zufälliger Gegner",
      "All other Pokémon": "Alle anderen Pokémon",
      "All Pokémon": "Alle Pokémon",
      "The entire field": "Das ganze Feld",
      "Depends on the move": "Hängt von der Attacke ab",
      "A fainted ally": "Ein besiegter Mitstreiter",
      "weak": "schwach",
      "resist": "resistent",
      "immune": "immun",
      "← shared weakness": "← gemeinsame Schwäche",
      "Offence": "Angriff",
      "a name (any language) or number": "ein Name (jede Sprache) oder eine Nummer",
      "that type; type:fire/flying both": "dieser Typ; type:fire/flying beide",
      "generations 1 to 3; gen:4 one": "Generationen 1 bis 3; gen:4 eine",
      "a base stat: hp atk def spa spd spe bst": "Basiswert: hp atk def spa spd spe bst",
      "takes ×2 or more from water": "nimmt ×2 oder mehr von Wasser",
      "takes ×½ or less from grass": "nimmt ×½ oder weniger von Pflanze",
      "takes nothing from ground": "nimmt nichts von Boden",
      "has the ability": "hat die Fähigkeit",
      "learns it (game:G, else newest)": "erlernt sie (game:G, sonst neuestes)",
      "in the egg group": "in der Ei-Gruppe",
      "also mythical baby mega regional gmax": "auch mythical baby mega regional gmax",
      "not": "nicht",
      "either": "eins von beiden",
      "also attack, spatk, sp.def, total…": "auch attack, spatk, sp.def, total…",
      "the game of learns: (sv, swsh, la…)": "das Spiel für learns: (sv, swsh, la…)",
      "Search syntax": "Suchsyntax",
      "Couldn't load your favourites:": "Favoriten konnten nicht geladen werden:",
      "Couldn't talk to PokeAPI:": "PokeAPI nicht erreichbar:",
      "There is no Pokémon #": "Es gibt kein Pokémon Nr. ",
      "learns": "erlernt",
      "Lv": "Lv.",
      "Physical": "Physisch",
      "Natures": "Wesen",
      "Warnings": "Warnungen",
      "The import": "Der Import",
      "No warnings: every set is legal.": "Keine Warnungen: jedes Set ist legal.",
      "(+%@, W lists them)": "(+%@, W listet sie)",
      "The team has %@ Pokémon, more than %@ (two terminals added at once): take one out with x.":
        "Das Team hat %@ Pokémon, mehr als %@ (zwei Terminals haben gleichzeitig hinzugefügt): nimm eines mit x heraus.",
      // PokeAPI names these ways to meet a Pokémon in English, German and French only.
      "Walking in tall grass or a cave":
        "Im hohen Gras oder in einer Höhle laufen",
      "Catch a wild Dynamax or Gigantamax Pokémon in a Max Raid battle.":
        "Ein wildes Dynamax- oder Gigadynamax-Pokémon in einem Dyna-Raid fangen.",
      "Walking in the overworld":
        "In der Oberwelt laufen",
      "Special overworld spawn in a fixed location.":
        "Besonderes Erscheinen an einem festen Ort der Oberwelt.",
      "Surfing in the overworld":
        "In der Oberwelt surfen",
      "Fishing with a Super Rod":
        "Mit einer Superangel angeln",
      "Surfing":
        "Surfen",
      "Fishing with a Good Rod":
        "Mit einer Profiangel angeln",
      "Fishing with an Old Rod":
        "Mit einer normalen Angel angeln",
      "Receive as a gift":
        "Als Geschenk erhalten",
      "Items": "Items",
      "No item matches.": "Kein Item passt.",
      "Held items": "Getragene Items",
      "Level": "Level",
      "Ability": "Fähigkeit",
      "Berries": "Beeren",
      "Evolution items": "Entwicklungs-Items",
      "Balls": "Bälle",
      "Medicine": "Medizin",
      "TMs": "TMs",
      "Other items": "Andere Items",
      "Fling power":
        "Schleuder-Stärke",
      "Price":
        "Preis",
      "Generations":
        "Generationen",
      "Held in the wild":
        "Wild getragen",
      "Teaches, game by game":
        "Lehrt, Spiel für Spiel",
      "Held in the wild by no Pokémon in PokeAPI's data":
        "Von keinem Pokémon wild getragen (in PokeAPIs Daten)",
      "no item is called \"%@\": did you mean %@?":
        "kein Item heißt „%@“: meintest du %@?",
      "no item is called \"%@\" (in any of the five languages, like: pokedex-tui item leftovers)":
        "kein Item heißt „%@“ (in keiner der fünf Sprachen; etwa: pokedex-tui item leftovers)",
      "\"%@\" could be more than one item: did you mean %@?":
        "„%@“ kann mehr als ein Item sein: meintest du %@?",
      "no place is called \"%@\": did you mean %@?":
        "kein Ort heißt „%@“: meintest du %@?",
      "no place is called \"%@\" (in any of the five languages, like: pokedex-tui location viridian-forest)":
        "kein Ort heißt „%@“ (in keiner der fünf Sprachen; etwa: pokedex-tui location viridian-forest)",
      "\"%@\" could be more than one place: did you mean %@?":
        "„%@“ kann mehr als ein Ort sein: meintest du %@?",
      "nothing is found at %@ in this Pokédex's data":
        "in den Daten dieses Pokédex ist bei %@ nichts zu finden",
      "nothing is found at %@ in \"%@\"; something is in: %@":
        "bei %@ ist in „%@“ nichts zu finden; etwas gibt es in: %@",
      "a calculation reads ATTACKER MOVE vs. DEFENDER: no \"vs.\" in \"%@\"":
        "eine Rechnung lautet ANGREIFER ATTACKE vs. VERTEIDIGER: kein „vs.“ in „%@“",
      "a calculation has one \"vs.\", this one has %@":
        "eine Rechnung hat ein „vs.“, diese hat %@",
      "expected a move after %@":
        "nach %@ wurde eine Attacke erwartet",
      "\"(%@)\" is not a number of hits, like \"(3 hits)\"":
        "„(%@)“ ist keine Trefferzahl wie „(3 hits)“",
      "%@ hits once, not %@ times":
        "%@ trifft einmal, nicht %@-mal",
      "%@ does damage from what its user takes: the calculator cannot know it":
        "%@ richtet Schaden nach dem an, was der Anwender einsteckt: Das kann der Rechner nicht wissen",
      "%@ knocks the target out when it hits, whatever its HP":
        "%@ besiegt das Ziel, wenn sie trifft, egal wie viele KP es hat",
      "%@'s damage is left to chance":
        "der Schaden von %@ hängt vom Zufall ab",
      "%@'s damage comes from the user's party: the calculator cannot know it":
        "der Schaden von %@ hängt vom Team des Anwenders ab: Das kann der Rechner nicht wissen",
      "%@'s power comes from Stockpile: the calculator cannot know it":
        "die Stärke von %@ hängt von Horter ab: Das kann der Rechner nicht wissen",
      "%@'s power and type come from the Berry held: the calculator cannot know them":
        "Stärke und Typ von %@ hängen von der getragenen Beere ab: Das kann der Rechner nicht wissen",
      "%@'s power comes from the item flung: the calculator cannot know it":
        "die Stärke von %@ hängt vom geworfenen Item ab: Das kann der Rechner nicht wissen",
      "%@'s power comes from its PP left: the calculator cannot know it":
        "die Stärke von %@ hängt von den übrigen AP ab: Das kann der Rechner nicht wissen",
      "%@'s power comes from both Pokémon's Speed: the calculator does not work it out":
        "die Stärke von %@ hängt von der Initiative beider Pokémon ab: Das berechnet der Rechner nicht",
      "%@ hits %@ times, not %@":
        "%@ trifft %@-mal, nicht %@-mal",
      "%@ hits %@ to %@ times, not %@":
        "%@ trifft %@- bis %@-mal, nicht %@-mal",
      "no move is called \"%@\"":
        "keine Attacke heißt „%@“",
      "could not place \"%@\" after %@: expected %@":
        "„%@“ nach %@ ist nicht einzuordnen: erwartet wurde %@",
      "the KO text counts \"%@\", which this calculator cannot set up: it knows %@ and the weather abilities":
        "der K.O.-Text zählt „%@“, was dieser Rechner nicht einstellen kann: er kennt %@ und die Wetter-Fähigkeiten",
      "expected a level from 1 to 100 after \"Lvl\"":
        "nach „Lvl“ wurde ein Level von 1 bis 100 erwartet",
      "IVs go from 0 to 31, not %@":
        "IVs gehen von 0 bis 31, nicht %@",
      "EVs go from 0 to 255, not %@": "EVs gehen von 0 bis 255, nicht %@",
      "stat stages go from -6 to +6, not %@": "Statuswerte-Stufen gehen von -6 bis +6, nicht %@",
      "expected the attacker (a Pokémon by Showdown's name)":
        "erwartet wurde der Angreifer (ein Pokémon mit seinem Showdown-Namen)",
      "expected the defender (a Pokémon by Showdown's name)":
        "erwartet wurde der Verteidiger (ein Pokémon mit seinem Showdown-Namen)",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "„%@“ ist nicht einzuordnen: erwartet wurde Item oder Fähigkeit des Angreifers, „burned“, „Tera TYPE“ oder das Pokémon mit seinem Showdown-Namen",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "„%@“ ist nicht einzuordnen: erwartet wurde Item oder Fähigkeit des Angreifers, „burned“, „Tera TYPE“ oder das Pokémon mit seinem Showdown-Namen; meintest du %@?",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "„%@“ ist nicht einzuordnen: erwartet wurde Item oder Fähigkeit des Verteidigers, „burned“, „Tera TYPE“ oder das Pokémon mit seinem Showdown-Namen",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "„%@“ ist nicht einzuordnen: erwartet wurde Item oder Fähigkeit des Verteidigers, „burned“, „Tera TYPE“ oder das Pokémon mit seinem Showdown-Namen; meintest du %@?",
      "unknown option '%@'":
        "unbekannte Option '%@'",
      "%@ is a command: it goes first, like: pokedex-tui %@ --help":
        "%@ ist ein Befehl: er kommt zuerst, etwa: pokedex-tui %@ --help",
      "team import needs a file, or - for standard input":
        "team import braucht eine Datei oder - für die Standardeingabe",
      "team %@ needs a team's number or name":
        "team %@ braucht die Nummer oder den Namen eines Teams",
      "team %@ needs a name":
        "team %@ braucht einen Namen",
      "unknown option '%@' (did you mean %@?)":
        "unbekannte Option '%@' (meintest du %@?)",
      "unknown source '%@' for --source (use embedded or live)":
        "unbekannte Quelle '%@' für --source (embedded oder live)",
      "unknown command '%@' (did you mean %@?)":
        "unbekannter Befehl '%@' (meintest du %@?)",
      "unknown command '%@' (the commands are %@)":
        "unbekannter Befehl '%@' (die Befehle sind %@)",
      "%@ --help says more.":
        "%@ --help sagt mehr.",
      "unknown command '%@'":
        "unbekannter Befehl '%@'",
      "unknown language '%@' for --lang (use en, es, fr, de or ja)":
        "unbekannte Sprache '%@' für --lang (nimm en, es, fr, de oder ja)",
      "--lang needs a value: en, es, fr, de or ja":
        "--lang braucht einen Wert: en, es, fr, de oder ja",
      "--source needs a value: embedded or live":
        "--source braucht einen Wert: embedded oder live",
      "--api-url needs an http:// or https:// address":
        "--api-url braucht eine http://- oder https://-Adresse",
      "--record needs a file to write, like --record session.jsonl":
        "--record braucht eine Datei zum Schreiben, etwa --record session.jsonl",
      "--replay needs a recording, like --replay session.jsonl":
        "--replay braucht eine Aufzeichnung, etwa --replay session.jsonl",
      "--speed needs a number above 0, like 4 or 0.5":
        "--speed braucht eine Zahl über 0, etwa 4 oder 0.5",
      "--speed needs a number above 0, like 4 or 0.5 (not '%@')":
        "--speed braucht eine Zahl über 0, etwa 4 oder 0.5 (nicht '%@')",
      "--record and --replay cannot be used together":
        "--record und --replay gehen nicht zusammen",
      "--api-url only applies to --source live":
        "--api-url gilt nur für --source live",
      "--speed only applies to --replay":
        "--speed gilt nur für --replay",
      "--spikes needs 1, 2 or 3 layers":
        "--spikes braucht 1, 2 oder 3 Lagen",
      "--defender-status needs poison, toxic or burn":
        "--defender-status braucht poison, toxic oder burn",
      "--game needs a game, like: --game scarlet-violet":
        "--game braucht ein Spiel, etwa: --game scarlet-violet",
      "--game goes with --moves or --where, like: pokedex-tui show pikachu --moves --game red-blue":
        "--game gehört zu --moves oder --where, etwa: pokedex-tui show pikachu --moves --game red-blue",
      "--moves and --where cannot be used together": "--moves und --where gehen nicht zusammen",
      "--limit needs a whole number, 0 for all":
        "--limit braucht eine ganze Zahl, 0 für alle",
      "--limit needs a whole number, 0 for all (not '%@')":
        "--limit braucht eine ganze Zahl, 0 für alle (nicht '%@')",
      "natures takes no name, only --json and --lang":
        "natures nimmt keinen Namen, nur --json und --lang",
      "team takes nothing, export, import <file|->, list, new <name>, use <team>, rename <name>, copy or delete <team>":
        "team nimmt nichts, export, import <Datei|->, list, new <Name>, use <Team>, rename <Name>, copy oder delete <Team>",
      "show needs a name or a number, like: pokedex-tui show pikachu":
        "show braucht einen Namen oder eine Nummer, etwa: pokedex-tui show pikachu",
      "search needs something to search for, like: pokedex-tui search pikachu":
        "search braucht etwas zum Suchen, etwa: pokedex-tui search pikachu",
      "ability needs an ability's name, like: pokedex-tui ability levitate":
        "ability braucht den Namen einer Fähigkeit, etwa: pokedex-tui ability levitate",
      "move needs a move's name, like: pokedex-tui move thunderbolt":
        "move braucht den Namen einer Attacke, etwa: pokedex-tui move thunderbolt",
      "compare needs two to four names, like: pokedex-tui compare garchomp salamence":
        "compare braucht zwei bis vier Namen, etwa: pokedex-tui compare garchomp salamence",
      "calc needs a calculation, like: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"":
        "calc braucht eine Rechnung, etwa: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"",
      "location needs a place's name, like: pokedex-tui location \"viridian forest\"":
        "location braucht den Namen eines Ortes, etwa: pokedex-tui location \"viridian forest\"",
      "item needs an item's name, like: pokedex-tui item leftovers":
        "item braucht den Namen eines Items, etwa: pokedex-tui item leftovers",
      "cannot read %@: there is no such file":
        "%@ ist nicht lesbar: diese Datei gibt es nicht",
      "cannot read %@: it is a folder":
        "%@ ist nicht lesbar: es ist ein Ordner",
      "cannot read %@: %@":
        "%@ ist nicht lesbar: %@",
      "cannot read %@: it is not text (UTF-8), as a paste is":
        "%@ ist nicht lesbar: es ist kein Text (UTF-8), wie ihn Showdown schreibt",
      "No teams yet.":
        "Noch keine Teams.",
      "a team's name cannot be empty":
        "der Name eines Teams darf nicht leer sein",
      "Editing the new team \"%@\".":
        "Neues Team „%@“ in Bearbeitung.",
      "no team is called \"%@\" (there are no teams)":
        "kein Team heißt „%@“ (es gibt keine Teams)",
      "no team is called \"%@\" (the teams: %@)":
        "kein Team heißt „%@“ (die Teams: %@)",
      "Editing \"%@\".":
        "„%@“ in Bearbeitung.",
      "Deleted \"%@\" (%@ Pokémon).":
        "„%@“ gelöscht (%@ Pokémon).",
      "there is no team yet: add a Pokémon or import one first":
        "noch kein Team: füge erst ein Pokémon hinzu oder importiere eins",
      "Renamed \"%@\" to \"%@\".":
        "„%@“ in „%@“ umbenannt.",
      "Editing the copy \"%@\".":
        "Kopie „%@“ in Bearbeitung.",
      "%@ learns no moves in this Pokédex's data":
        "%@ lernt in den Daten dieses Pokédex keine Attacken",
      "%@ learns no moves in \"%@\"; it learns moves in: %@":
        "%@ lernt in „%@“ keine Attacken; Attacken lernt es in: %@",
      "%@ is not found in \"%@\" in this Pokédex's data":
        "%@ ist in den Daten dieses Pokédex in „%@“ nicht zu finden",
      " (PokeAPI's encounters end with %@)":
        " (PokeAPIs Begegnungen enden mit %@)",
      "; it is found in: %@":
        "; zu finden in: %@",
      "no game is called \"%@\"; the games are: %@":
        "kein Spiel heißt „%@“; die Spiele sind: %@",
      "nobody learns %@ in \"%@\"; no game teaches it":
        "niemand lernt %@ in „%@“; kein Spiel bringt sie bei",
      "nobody learns %@ in \"%@\"; games that teach it: %@":
        "niemand lernt %@ in „%@“; Spiele, die sie beibringen: %@",
      "found there (game:G, else any)":
        "dort zu finden (game:G, sonst jedes)",
      "a place's name, like viridian-forest":
        "der Name eines Ortes, etwa vertania-wald",
      "Where it is found":
        "Fundorte",
      "only in %@":
        "nur in %@",
      "PokeAPI's encounters end with %@: it has none for later games":
        "PokeAPIs Fundorte enden mit %@: für spätere Spiele hat es keine",
      "Not found in the wild here: evolve %@, found at %@":
        "Hier nicht wild zu finden: entwickle %@, zu finden in %@",
      "PokeAPI has no wild encounter of %@":
        "PokeAPI kennt keine wilde Begegnung mit %@",
      "Nature": "Wesen",
      "Raises": "Erhöht",
      "Lowers": "Senkt",
      "Likes": "Mag",
      "Dislikes": "Mag nicht",
      "Spicy": "Scharf",
      "Dry": "Trocken",
      "Sweet": "Süß",
      "Bitter": "Bitter",
      "Sour": "Sauer",
      "Special": "Speziell",
      "Status": "Status",
      "Power": "Stärke",
      "Accuracy": "Genauigkeit",
      "PP": "AP",
      "Priority": "Priorität",
      "Target": "Ziel",
      "Learned in": "Erlernbar in",
      "No moves": "Keine Attacken",
      "\"%@\": expected %@": "„%@“: erwartet wird %@",
      " (did you mean %@?)": " (meintest du %@?)",
      "a term after the %@, like -is:legendary": "ein Begriff nach dem %@, etwa -is:legendary",
      "a value after %@": "ein Wert nach %@",
      "a game, like scarlet-violet": "ein Spiel, etwa scarlet-violet oder sv",
      "a generation 1 to 9, or a range like 1-3":
        "eine Generation von 1 bis 9 oder ein Bereich wie 1-3",
      "a move's name, like trick-room": "der Name einer Attacke, etwa bizarroraum",
      "a stat comparison like spe>=100 (hp atk def spa spd spe bst)":
        "ein Vergleich eines Statuswerts wie spe>=100 (hp atk def spa spd spe bst)",
      "a type like fire, or two like fire/flying": "ein Typ wie feuer, oder zwei wie feuer/flug",
      "a type like fire (or its name in your language, like feu)": "ein Typ wie feuer",
      "an ability's name, like levitate": "der Name einer Fähigkeit, etwa schwebe",
      "an attacking type like water": "ein Angriffstyp wie wasser",
      "an egg group, like dragon or field": "eine Ei-Gruppe, etwa drache oder feld",
      "legendary, mythical, baby, mega, regional or gmax":
        "legendary, mythical, baby, mega, regional oder gmax",
      "one game, like game:scarlet-violet": "ein einziges Spiel, etwa game:scarlet-violet",
      "a term: type gen weak resists immune ability learns egg in is game, or a stat":
        "ein Begriff: type gen weak resists immune ability learns egg in is game, oder ein Statuswert",
      "Its species' usual moves: this form has no list of its own in this game":
        "Attacken der üblichen Form: diese Form hat in diesem Spiel keine eigene Liste",
      "by level": "nach Level",
      "by name": "nach Name",
      "by power": "nach Stärke",
      "Pokédex entry": "Pokédex-Eintrag",
      "Training and breeding": "Training und Zucht",
      "EV yield": "EV",
      "Catch rate": "Fangrate",
      "Base friendship": "Basis-Freundschaft",
      "Base exp.": "Basis-EP",
      "Growth": "Wachstum",
      "Egg groups": "Ei-Gruppen",
      "Gender": "Geschlecht",
      "Hatch": "Schlüpfen",
      "steps": "Schritte",
      "genderless": "geschlechtslos",
      "Legendary": "Legendär",
      "Mythical": "Mysteriös",
      "Baby": "Baby-Pokémon",
      "Forms": "Formen",
      "Generation": "Generation",
      "Pokémon with it": "Pokémon mit dieser Fähigkeit",
      "Remove all favourites?": "Alle Favoriten entfernen?",
      "Every Pokémon leaves your favourites. This cannot be undone.":
        "Alle Pokémon werden aus den Favoriten entfernt. Das lässt sich nicht rückgängig machen.",
      "Remove all": "Alle entfernen", "Cancel": "Abbrechen",
      // The paste reader's problems and a set's warnings (ShowdownPaste, SetCheck).
      "%@ learns %@ in no game": "%@ erlernt %@ in keinem Spiel",
      "%@ learns %@ in no game up to generation %@":
        "%@ erlernt %@ in keinem Spiel bis Generation %@",
      "%@ is there twice": "%@ steht zweimal da",
      "%@ cannot have the ability \"%@\"": "%@ kann die Fähigkeit „%@“ nicht haben",
      "%@ had the ability \"%@\" only up to generation %@":
        "%@ hatte die Fähigkeit „%@“ nur bis Generation %@",
      "abilities came in generation 3": "Fähigkeiten kamen in Generation 3",
      "\"%@\" came in generation %@": "„%@“ kam in Generation %@",
      "%@ came in generation %@": "%@ kam in Generation %@",
      "Tera types came in generation 9": "Tera-Typen kamen in Generation 9",
      "hidden abilities came in generation 5": "versteckte Fähigkeiten kamen in Generation 5",
      "%@ cannot have the ability \"%@\" in generation %@":
        "%@ kann die Fähigkeit „%@“ in Generation %@ nicht haben",
      "\"%@\" is not a nature": "„%@“ ist kein Wesen",
      "\"%@\" is not a nature: did you mean %@?": "„%@“ ist kein Wesen: meintest du %@?",
      "no item is called \"%@\"": "kein Item heißt „%@“",
      "\"%@\" is not a Poké Ball": "„%@“ ist kein Pokéball",
      "%@ %@ EVs: a stat takes at most %@": "%@ EVs auf %@: ein Wert nimmt höchstens %@",
      "the EVs add up to %@, more than %@": "die EVs ergeben zusammen %@, mehr als %@",
      "%@ has no Gigantamax form": "%@ hat keine Gigadynamax-Form",
      "%@ has no gender": "%@ hat kein Geschlecht",
      "%@ is never female": "%@ ist nie weiblich",
      "%@ is never male": "%@ ist nie männlich",
      "line %@: %@": "Zeile %@: %@",
      "a team has at most %@ Pokémon": "ein Team hat höchstens %@ Pokémon",
      "the line holds a control character (%@), which a paste cannot hold":
        "die Zeile enthält ein Steuerzeichen (%@), das ein Team-Text nicht enthalten kann",
      "expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"":
        "erwartet wurde der Name eines Pokémon, etwa „Garchomp @ Choice Scarf“",
      "the paste has no Pokémon": "der Text enthält kein Pokémon",
      "this team has no Pokémon": "dieses Team hat kein Pokémon",
      "the paste holds %@ teams (%@), and the Pokédex keeps one: import a paste of one of them":
        "der Text enthält %@ Teams (%@), und der Pokédex behält eines: importiere den Text eines davon",
      "an unnamed team": "ein Team ohne Namen",
      "expected a move after \"-\"": "erwartet wurde eine Attacke nach „-“",
      "a Pokémon knows at most %@ moves": "ein Pokémon kennt höchstens %@ Attacken",
      "\"%@\" names no type": "„%@“ nennt keinen Typ",
      "expected a set's field (\"Ability: …\", \"EVs: …\", \"Jolly Nature\", \"- Move\"), not \"%@\"":
        "erwartet wurde ein Feld des Sets („Ability: …“, „EVs: …“, „Jolly Nature“, „- Move“), nicht „%@“",
      "expected an ability after \"Ability:\"": "erwartet wurde eine Fähigkeit nach „Ability:“",
      "a level is 1 to 100, not \"%@\"": "ein Level ist 1 bis 100, nicht „%@“",
      "expected Yes or No after \"Shiny:\"": "erwartet wurde Yes oder No nach „Shiny:“",
      "expected Yes or No after \"Gigantamax:\"": "erwartet wurde Yes oder No nach „Gigantamax:“",
      "happiness is 0 to 255, not \"%@\"": "Freundschaft ist 0 bis 255, nicht „%@“",
      "a Dynamax level is 0 to 10, not \"%@\"": "ein Dynamax-Level ist 0 bis 10, nicht „%@“",
      "\"%@\" is not a Tera type (the 18 types and Stellar)":
        "„%@“ ist kein Tera-Typ (die 18 Typen und Stellar)",
      "expected a ball after \"%@:\"": "erwartet wurde ein Ball nach „%@:“",
      "\"%@\" is not a type": "„%@“ ist kein Typ",
      "\"%@:\" is not a field of a set": "„%@:“ ist kein Feld eines Sets",
      "expected values like \"%@\" (0 to %@; HP Atk Def SpA SpD Spe), not \"%@\"":
        "erwartet wurden Werte wie „%@“ (0 bis %@; HP Atk Def SpA SpD Spe), nicht „%@“",
      "%@ is given twice": "%@ steht zweimal da",
      "\"%@\" was read as %@": "„%@“ wurde als %@ gelesen",
      "%@ is in the team already (line %@): a team holds a species once":
        "%@ ist schon im Team (Zeile %@): ein Team hat jede Art nur einmal",
      "\"%@\" could be %@": "„%@“ könnte %@ sein",
      "no Pokémon is called \"%@\"": "kein Pokémon heißt „%@“",
      "no ability is called \"%@\"": "keine Fähigkeit heißt „%@“",
      "standard input": "die Standardeingabe",
      "warning: %@": "Warnung: %@",
      "Added %@ teams: %@; now editing %@.": "%@ Teams hinzugefügt: %@; jetzt wird %@ bearbeitet.",
      "Team %@": "Team %@",
      "%@ (copy)": "%@ (Kopie)",
      "Couldn't import: there is no %@ (E writes the team there).":
        "Import fehlgeschlagen: %@ gibt es nicht (E schreibt das Team dorthin).",
      "Couldn't import: %@ is a folder, not a paste.":
        "Import fehlgeschlagen: %@ ist ein Ordner, kein Team-Text.",
      "Couldn't import: %@ is not text.":
        "Import fehlgeschlagen: %@ ist kein Text.",
      "Couldn't import: %@ cannot be read (%@).":
        "Import fehlgeschlagen: %@ ist nicht lesbar (%@).",
      "Couldn't export the team: %@ is a folder; move it away.":
        "Team-Export fehlgeschlagen: %@ ist ein Ordner; verschieb ihn.",
      "Couldn't export the team: %@ cannot be written (%@).":
        "Team-Export fehlgeschlagen: %@ kann nicht geschrieben werden (%@).",
      "needs a terminal: standard input and output must both be a terminal (not a pipe or a file).":
        "braucht ein Terminal: Standardeingabe und -ausgabe müssen beide ein Terminal sein (keine Pipe und keine Datei).",
      "cannot replay %@": "Wiedergabe nicht möglich: %@",
      "cannot record to %@": "Aufnahme nicht möglich: %@",
      "cannot take over the terminal: %@": "das Terminal lässt sich nicht übernehmen: %@",
      "reinstall or rebuild pokedex-tui (swift build), which puts the Loop_PokedexCore.resources folder beside the program; scripts/sync-snapshot regenerates the data itself.":
        "installiere oder baue pokedex-tui neu (swift build); das legt den Ordner Loop_PokedexCore.resources neben das Programm; scripts/sync-snapshot erzeugt die Daten selbst neu.",
      "recorded %@ actions to %@": "%@ Aktionen in %@ aufgenommen",
      "the recording": "der Aufnahme",
      "replayed all %@ actions of %@; every state matched the recording":
        "alle %@ Aktionen von %@ wiedergegeben; jeder Zustand stimmt mit der Aufnahme überein",
      "replay stopped after %@ of %@ actions; the states matched so far":
        "Wiedergabe nach %@ von %@ Aktionen beendet; bis dahin stimmten die Zustände überein",
      "Couldn't load the calculator:": "Rechner konnte nicht geladen werden:",
      "Couldn't load the item:": "Item konnte nicht geladen werden:",
      "Couldn't search the items:": "Items konnten nicht durchsucht werden:",
      "Couldn't load where it is found:": "Fundorte konnten nicht geladen werden:",
      "Search failed:": "Suche fehlgeschlagen:",
      // PokeAPI's failures (PokeAPIError).
      "Can't reach PokeAPI. Check the connection, then retry.":
        "PokeAPI ist nicht erreichbar. Prüfe die Verbindung und versuche es erneut.",
      "PokeAPI didn't answer within %@ for %@. Retry in a moment.":
        "PokeAPI hat nicht binnen %@ für %@ geantwortet. Versuche es gleich erneut.",
      "There is no %@.": "%@ gibt es nicht.",
      "PokeAPI couldn't find %@.": "PokeAPI hat %@ nicht gefunden.",
      "PokeAPI is limiting requests (HTTP 429). Retry in a moment.":
        "PokeAPI begrenzt die Anfragen (HTTP 429). Versuche es gleich erneut.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in a moment.":
        "PokeAPI begrenzt die Anfragen (HTTP 429, %@ Versuche). Versuche es gleich erneut.",
      "PokeAPI is limiting requests (HTTP 429). Retry in %@.":
        "PokeAPI begrenzt die Anfragen (HTTP 429). Versuche es in %@ erneut.",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in %@.":
        "PokeAPI begrenzt die Anfragen (HTTP 429, %@ Versuche). Versuche es in %@ erneut.",
      "PokeAPI is having trouble (HTTP %@, tried %@ times). Retry later.":
        "PokeAPI hat Probleme (HTTP %@, %@ Versuche). Versuche es später erneut.",
      "PokeAPI is having trouble (HTTP %@). Retry later.":
        "PokeAPI hat Probleme (HTTP %@). Versuche es später erneut.",
      "PokeAPI refused the request for %@ (HTTP %@).":
        "PokeAPI hat die Anfrage für %@ abgelehnt (HTTP %@).",
      "The connection to PokeAPI closed before an answer (tried %@ times). Retry.":
        "Die Verbindung zu PokeAPI wurde vor einer Antwort geschlossen (%@ Versuche). Versuche es erneut.",
      "The connection to PokeAPI closed before an answer. Retry.":
        "Die Verbindung zu PokeAPI wurde vor einer Antwort geschlossen. Versuche es erneut.",
      "PokeAPI's answer for %@ was cut off (tried %@ times). Retry.":
        "PokeAPIs Antwort für %@ brach ab (%@ Versuche). Versuche es erneut.",
      "PokeAPI's answer for %@ was cut off. Retry.":
        "PokeAPIs Antwort für %@ brach ab. Versuche es erneut.",
      "PokeAPI's answer for %@ isn't JSON.": "PokeAPIs Antwort für %@ ist kein JSON.",
      "PokeAPI's answer for %@ was empty.": "PokeAPIs Antwort für %@ war leer.",
      "PokeAPI's answer for %@ isn't in the expected shape: %@.":
        "PokeAPIs Antwort für %@ hat nicht die erwartete Form: %@.",
      "Couldn't talk to PokeAPI: %@.": "Keine Verbindung zu PokeAPI: %@.",
      "the Pokémon list": "die Pokémon-Liste",
      "Pokémon #%@": "Pokémon Nr. %@",
      "the evolution chains": "die Entwicklungsreihen",
      "evolution chain #%@": "Entwicklungsreihe Nr. %@",
      "the type list": "die Typenliste",
      "type #%@": "Typ Nr. %@",
      "the request": "die Anfrage",
      "1 second": "1 Sekunde",
      "%@ seconds": "%@ Sekunden",
      // A saved file's problems (Loop's PersistenceProblem).
      "%@ cannot be read (%@); it is kept as it is and nothing is saved over it until it can be read.":
        "%@ ist nicht lesbar (%@); sie bleibt, wie sie ist, und nichts wird darüber gespeichert, bis sie lesbar ist.",
      "%@ could not be read (%@); it was moved to %@ and a fresh one was started.":
        "%@ konnte nicht gelesen werden (%@); sie wurde nach %@ verschoben und neu begonnen.",
      "%@ could not be read (%@) and could not be moved aside (%@); nothing is saved over it until it is fixed or removed.":
        "%@ konnte nicht gelesen (%@) und nicht beiseitegelegt werden (%@); nichts wird darüber gespeichert, bis sie repariert oder entfernt ist.",
      "Could not save %@: its folder cannot be made (%@).":
        "%@ konnte nicht gespeichert werden: ihr Ordner lässt sich nicht anlegen (%@).",
      "Could not save %@: its lock file %@ cannot be made or locked (%@), so another copy of the app could save at the same time; the file was left as it was.":
        "%@ konnte nicht gespeichert werden: ihre Sperrdatei %@ lässt sich nicht anlegen oder sperren (%@), also könnte eine andere Kopie der App zugleich speichern; die Datei blieb, wie sie war.",
      "Could not save %@: the value cannot be written as JSON (%@).":
        "%@ konnte nicht gespeichert werden: der Wert lässt sich nicht als JSON schreiben (%@).",
      "Could not save %@: %@; the file was left as it was.":
        "%@ konnte nicht gespeichert werden: %@; die Datei blieb, wie sie war.",
      "Favourites added in this session and not saved to %@: %@.":
        "In dieser Sitzung hinzugefügte Favoriten, nicht in %@ gespeichert: %@.",
      "Favourites removed in this session and not saved to %@: %@.":
        "In dieser Sitzung entfernte Favoriten, nicht in %@ gespeichert: %@.",
      "The order chosen in this session (%@) was not saved to %@.":
        "Die in dieser Sitzung gewählte Reihenfolge (%@) wurde nicht in %@ gespeichert.",
      "Team changes made in this session were not saved to %@.":
        "Die Änderungen am Team in dieser Sitzung wurden nicht in %@ gespeichert.",
      "Team changes made in this session were not saved to %@; here they are as a paste, to import once the file can be written:":
        "Die Änderungen am Team in dieser Sitzung wurden nicht in %@ gespeichert; hier sind sie als Text, zum Importieren, sobald die Datei geschrieben werden kann:",
      "%@ learns \"%@\" in no game": "%@ erlernt „%@“ in keinem Spiel",
      "%@ learns \"%@\" in no game up to generation %@":
        "%@ erlernt „%@“ in keinem Spiel bis Generation %@",
      "\"%@\" is there twice": "„%@“ steht zweimal da",
      "one place, by its slug: %@": "ein einziger Ort, mit seinem Slug: %@",
      // Ways a Pokémon is met that PokeAPI does not name in this language.
      "Receive egg as a gift": "Ein Ei geschenkt bekommen",
      "Static encounter": "Statische Begegnung",
      "Playing Pokéflute": "Die Pokéflöte spielen",
      "Headbutting a low encounter rate tree":
        "Kopfnuss an einem Baum mit niedriger Rate einsetzen",
      "Headbutting a normal encounter rate tree":
        "Kopfnuss an einem Baum mit normaler Rate einsetzen",
      "Headbutting a high encounter rate tree": "Kopfnuss an einem Baum mit hoher Rate einsetzen",
      "Using the Squirt Bottle on a Sudowoodo": "Die Schiggykanne bei Mogelbaum einsetzen",
      "Using the Wailmer Pail on a Sudowoodo": "Die Wailmerkanne bei Mogelbaum einsetzen",
      "Diving on seaweed": "Im Seetang tauchen",
      "On any overworld patch of grass": "Im Gras",
      "On any overworld water tile": "Auf dem Wasser",
      "Using Devon Scope": "Den Devon-Scope einsetzen",
      "Fishing in a Feebas Tile": "Auf einem Barschwa-Feld angeln",
      "Fishing at bubbling spots in the water": "An sprudelnden Stellen im Wasser angeln",
      "Interacting with a Berry Tree": "Einen Beerenbaum untersuchen",
      "Flying Pokemon in the sky": "Fliegendes Pokémon am Himmel",
      "Rare spawn in grass with lure or catch combo":
        "Seltenes Erscheinen im Gras mit Lockparfüm oder Fang-Kombo",
      "Rare spawn in the sky with lure or catch combo":
        "Seltenes Erscheinen am Himmel mit Lockparfüm oder Fang-Kombo",
      "Rare spawn in water with lure or catch combo":
        "Seltenes Erscheinen im Wasser mit Lockparfüm oder Fang-Kombo",
      "Encountering 5 Pokemon within grass, flowers, or within a cave":
        "Massenbegegnung mit 5 Pokémon in Gras, Blumen oder Höhle",
      "Receiving a Jirachi from the USA Colosseum Bonus Disc":
        "Jirachi von der US-Bonus-Disc zu Colosseum erhalten",
      "Receiving a Celebi or Pikachu from the Japanese Colosseum Bonus Disc":
        "Celebi/Pikachu von der JP-Bonus-Disc zu Colosseum erhalten",
      "Receiving a Jirachi from the PAL copy of Pokemon channel":
        "Jirachi aus Pokémon Channel (PAL-Version) erhalten",
      "Receiving a Manaphy from Pokemon Ranger": "Manaphy aus Pokémon Ranger erhalten",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness.":
        "Pokémon eines Trainers fangen (Colosseum/XD)",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness, after you have failed to capture them once.":
        "Trainer-Pokémon nach Fehlversuch fangen (Colosseum/XD)",
      "Finding a Wild Pokemon at any of the three Pokespots in Pokemon XD: Gale of Darkness.":
        "Ein wildes Pokémon an einem der 3 Fundorte in XD finden",
      "Finding a Pokemon in a Hidden Grotto": "Ein Pokémon in einer Versteckten Lichtung finden",
      "Slathering a Honey Tree with Honey and waiting for a Pokémon to appear.":
        "Honigbaum mit Honig bestreichen und auf ein Pokémon warten",
      "Overworld spawn coming from underground or within a swamp.":
        "Erscheinen aus dem Boden oder in einem Sumpf",
      "Special overworld spawn in a fixed location in the water.":
        "Besonderes Erscheinen an fester Stelle im Wasser",
      "Get chased by territorial Pokémon when entering the water.":
        "Im Wasser von territorialen Pokémon verfolgt werden",
      "Capture during a Dynamax Adventure.": "Während eines Dyna-Abenteuers fangen",
      "Ambushed by a Wild Pokemon from a Trash Can":
        "Von einem Pokémon aus einem Mülleimer überrascht werden",
      "Ambushed by a Wild Pokemon from a Rustling Bush":
        "Von einem Pokémon aus raschelndem Gebüsch überrascht werden",
      "Ambushed by a Wild Pokemon from the Ceiling of a Cave":
        "Von einem Pokémon von der Höhlendecke überrascht werden",
      "Ambushed by a Wild Pokemon from the Ground":
        "Von einem Pokémon aus dem Boden überrascht werden",
      "Ambushed by a Wild Pokemon from the Sky": "Von einem Pokémon aus der Luft überrascht werden",
      "Island Scan": "Inselscanner",
      "Sos": "SOS-Kampf (ein Pokémon ruft Hilfe)",
      "Npc Trade": "Tausch mit einer Person im Spiel",
      "Sos From Bubbling Spot": "SOS-Kampf an einer sprudelnden Stelle",
    ])

  // Japanese runs without spaces; a space is left only where a line may break (the alert's
  // message, the too-small notice), since wrapping breaks at spaces.
  static let japanese = Strings(
    list: "図鑑", search: "検索", favorites: "お気に入り", loading: "読み込み中…",
    loadingMore: "続きを読み込み中…", pressRToRetry: "r で再試行",
    noFavorites: "お気に入りはまだありません。ポケモンで f を押すと追加します。",
    typeToSearch: "名前か番号を入力してください。", noResults: "一致するポケモンはいません。",
    searching: "検索中…", types: "タイプ", generation: "世代", filters: "絞り込み",
    baseStats: "種族値", total: "合計", height: "高さ", weight: "重さ", abilities: "特性",
    hidden: "隠れ特性", evolution: "進化", matchups: "タイプ相性", weakTo: "弱点",
    resists: "耐性", immuneTo: "無効", none: "なし", help: "ヘルプ", shiny: "色違い",
    entryFailed: "図鑑の説明を読み込めませんでした(r で再試行)",
    spriteFailed: "画像を読み込めませんでした(r で再試行)",
    tooSmall: { "端末が小さすぎます (\($0)×\($1) 以上が必要)" },
    tooSmallShort: { "\($0)×\($1) 以上が必要" },
    sortedBy: { "\($0)順" },
    sortKeyNames: [
      "番号", "名前", "HP", "こうげき", "ぼうぎょ", "とくこう", "とくぼう", "すばやさ", "合計",
    ],
    statNames: ["HP", "こうげき", "ぼうぎょ", "とくこう", "とくぼう", "すばやさ"],
    recordingStopped: { "記録を停止: \($0)" },
    replaying: { "再生中 \($0)、キーを押すと停止" },
    replayDone: "再生完了、キーを押すと終了",
    typeNames: [
      .normal: "ノーマル", .fighting: "かくとう", .flying: "ひこう", .poison: "どく",
      .ground: "じめん", .rock: "いわ", .bug: "むし", .ghost: "ゴースト", .steel: "はがね",
      .fire: "ほのお", .water: "みず", .grass: "くさ", .electric: "でんき", .psychic: "エスパー",
      .ice: "こおり", .dragon: "ドラゴン", .dark: "あく", .fairy: "フェアリー",
    ],
    translations: [
      "The entry of %@: PokeAPI has none for this form": "%@の説明(このフォルムの説明はPokeAPIにない)",
      // A move's side effects and the statuses it causes (MovesText.metaLine).
      "Effect chance": "追加効果",
      "Condition": "状態異常",
      "Critical hits": "急所",
      "Drains": "吸収",
      "Recoil": "反動",
      "Heals": "回復",
      "Flinch": "ひるみ",
      "Stats": "能力",
      "Hits": "回数",
      "Turns": "ターン",
      "Evasion": "回避率",
      "Type": "タイプ",
      "Before %@": "%@より前",
      "Paralysis": "まひ",
      "Burn": "やけど",
      "Confusion": "こんらん",
      "Poison": "どく",
      "Trapped": "バインド",
      "Sleep": "ねむり",
      "Freeze": "こおり",
      "Loses its type's immunities": "タイプの無効を失う",
      "Leech Seed": "やどりぎのタネ",
      "Silenced": "音技封じ",
      "Infatuation": "メロメロ",
      "Embargo": "さしおさえ",
      "Perish Song": "ほろびのうた",
      "Nightmare": "あくむ",
      "Ingrain": "ねをはる",
      "Drowsiness": "ねむけ",
      "Heal Block": "かいふくふうじ",
      "Tar Shot": "タールショット",
      "Torment": "いちゃもん",
      "Disable": "かなしばり",
      "Couldn't load Pokémon #": "読み込めないポケモン No.",
      "Couldn't load Pokémon:": "ポケモンを読み込めません：",
      "Couldn't load the evolution chain:": "進化を読み込めません：",
      "Couldn't load the type chart:": "タイプ相性を読み込めません：",
      "Couldn't load the record:": "データを読み込めません：",
      "Couldn't load the ability:": "とくせいを読み込めません：",
      "Couldn't load the moves:": "技を読み込めません：",
      "Moves": "わざ",
      "No move matches.": "一致する技はありません。",
      "Couldn't load the move:": "技を読み込めません：",
      "Couldn't search the moves:": "技を検索できません：",
      "No Pokémon learns it.": "覚えるポケモンはいません。",
      "Category": "分類",
      "Team": "チーム",
      "No team yet: press a on a Pokémon to add it (I imports team.txt).":
        "チームはまだありません：ポケモンで a を押すと追加（I で team.txt を読み込み）。",
      "Gaps": "穴",
      "Defence": "防御",
      "or": "または",
      "\"%@\" could be more than one Pokémon: did you mean %@?":
        "「%@」は複数のポケモンに当てはまります：%@ のことですか？",
      "no move is called \"%@\": did you mean %@?":
        "「%@」という名前のわざはありません：%@ のことですか？",
      "no ability is called \"%@\": did you mean %@?":
        "「%@」という名前の特性はありません：%@ のことですか？",
      "\"%@\" could be more than one move or ability: did you mean %@?":
        "「%@」は複数のわざや特性に当てはまります：%@ のことですか？",
      "no Pokémon is called \"%@\": did you mean %@?":
        "「%@」という名前のポケモンはいません：%@ のことですか？",
      "no Pokémon is called \"%@\", and no name comes close":
        "「%@」という名前のポケモンはいません。近い名前もありません",
      "there is no Pokémon #%@ (species go from 1 to 1025, other forms from 10001 on)":
        "No.%@ のポケモンはいません（種類は 1 から 1025 まで、ほかのフォルムは 10001 から）",
      "compare takes two to four names, not %@ (a name of several words goes in quotes: \"mega charizard x\")":
        "compare には名前が 2〜4 個必要です（%@ 個ではなく）。複数の語の名前は引用符で囲みます：\"mega charizard x\"",
      "no Pokémon match \"%@\"":
        "「%@」に当てはまるポケモンはいません",
      "the first %@ of %@ are shown; --limit 0 shows them all":
        "%@ 件を表示しています（全 %@ 件）。--limit 0 ですべて表示します",
      "no ability is called \"%@\" (in any of the five languages, like: pokedex-tui ability levitate)":
        "「%@」という特性はありません（5 言語のどれでも：pokedex-tui ability ふゆう）",
      "no move is called \"%@\" (in any of the five languages, like: pokedex-tui move thunderbolt)":
        "「%@」という技はありません（5 言語のどれでも：pokedex-tui move 10まんボルト）",
      "The team is empty: pokedex-tui team import FILE reads a Showdown paste.":
        "チームは空です：pokedex-tui team import ファイル で Showdown の形式を読み込みます。",
      "Couldn't import:": "インポートできません：",
      "Couldn't export the team:": "チームを書き出せません：",
      "Couldn't load the team:": "チームを読み込めません：",
      "The team is full (%@).": "チームは満員です（%@）。",
      "%@ joined the team.": "%@ がチームに加わった。",
      "%@ is in the team already.": "%@ はもうチームにいる。",
      "%@ left the team (u undoes).": "%@ がチームを離れた（u で元に戻す）。",
      "Another terminal took %@ out of the team; its choices closed.":
        "別の端末が %@ をチームから外したため、選択を閉じた。",
      "The last change to the team is undone.": "チームの最後の変更を元に戻した。",
      "Nothing to undo.": "元に戻すものはない。",
      "Replaced \"%@\" (%@ Pokémon): the team is now %@ Pokémon (team new NAME before an import keeps a team).":
        "「%@」（%@ 匹）を置き換えました。チームは %@ 匹になりました（インポートの前に team new 名前 でチームを残せます）。",
      "That change no longer changes the team (another terminal changed it since); u again takes back the one before.":
        "その変更はもうチームを変えない（ほかの端末がその後に変更した）。もう一度 u で一つ前を元に戻す。",
      "Now editing %@.": "%@ を編集中。",
      "%@ was deleted (u undoes).": "%@ を削除した (u で元に戻す)。",
      "Teams added: %@.": "追加したチーム: %@。",
      "No teams yet: n starts one.": "チームはまだない: n で作る。",
      "A Pokémon knows %@ moves at most.": "ポケモンが覚えるわざは %@ つまで。",
      "Item": "持ち物",
      "%@ left": "残り %@",
      "Not in this Pokédex's data, kept in your favourites: %@": "この図鑑のデータにない（お気に入りには残す）: %@",
      "%@ over the 510": "510 を %@ 超過",
      "Teams": "チーム一覧",
      "The one it replaced is in %@.": "前のものは %@ にある。",
      "The one it replaced is beside it: %@.": "前のものは同じ場所の %@ にある。",
      "u undoes.": "u で元に戻す。",
      "The team is in %@.": "チームを %@ に書き出した。",
      "The team is now %@ Pokémon.": "チームは %@ 匹になった。",
      "slow": "遅い",
      "medium": "普通",
      "fast": "速い",
      "medium slow": "やや遅い",
      "erratic": "60万タイプ",
      "fluctuating": "164万タイプ",
      "Level up": "レベルアップ",
      "Machine": "わざマシン",
      "Egg": "タマゴわざ",
      "Tutor": "教え技",
      "Train": "トレーニング",
      "Form Change": "フォルムチェンジ",
      "Evo.": "進化",
      "One chosen Pokémon": "選んだ1匹",
      "The user": "自分",
      "An ally": "味方1匹",
      "The user or an ally": "自分か味方1匹",
      "The user's side": "味方の場",
      "The user and its allies": "自分と味方",
      "All allies": "味方全体",
      "The opponents' side": "相手の場",
      "All opponents": "相手全体",
      "A random opponent": "相手1匹（ランダム）",
      "All other Pokémon": "自分以外全員",
      "All Pokémon": "全員",
      "The entire field": "場全体",
      "Depends on the move": "技による",
      "A fainted ally": "ひんしの味方",
      "weak": "弱点",
      "resist": "半減",
      "immune": "無効",
      "← shared weakness": "← 共通の弱点",
      "Offence": "攻撃",
      "a name (any language) or number": "名前（どの言語でも）か番号",
      "that type; type:fire/flying both": "そのタイプ。type:fire/flying は両方",
      "generations 1 to 3; gen:4 one": "第1〜3世代。gen:4 は一つ",
      "a base stat: hp atk def spa spd spe bst": "種族値: hp atk def spa spd spe bst",
      "takes ×2 or more from water": "みずから ×2 以上を受ける",
      "takes ×½ or less from grass": "くさから ×½ 以下を受ける",
      "takes nothing from ground": "じめんが効かない",
      "has the ability": "その特性を持つ",
      "learns it (game:G, else newest)": "技を覚える（game:G、なければ最新）",
      "in the egg group": "そのタマゴグループ",
      "also mythical baby mega regional gmax": "mythical baby mega regional gmax も",
      "not": "否定",
      "either": "どちらか",
      "also attack, spatk, sp.def, total…": "attack、spatk、sp.def、total も可",
      "the game of learns: (sv, swsh, la…)": "learns: のゲーム（sv、swsh、la…）",
      "Search syntax": "検索の書き方",
      "Couldn't load your favourites:": "お気に入りを読み込めません：",
      "Couldn't talk to PokeAPI:": "PokeAPIに接続できません：",
      "There is no Pokémon #": "存在しないポケモン No.",
      "learns": "覚える",
      "Lv": "Lv.",
      "Physical": "物理",
      "Natures": "性格一覧",
      "Warnings": "警告",
      "The import": "読み込み",
      "No warnings: every set is legal.": "警告はありません。どのセットも正規です。",
      "(+%@, W lists them)": "（ほか %@ 件、W で一覧）",
      "The team has %@ Pokémon, more than %@ (two terminals added at once): take one out with x.":
        "チームのポケモンが %@ 匹で、%@ 匹を超えている（2 つの端末が同時に加えた）。x で 1 匹外す。",
      // PokeAPI names these ways to meet a Pokémon in English, German and French only.
      "Walking in tall grass or a cave":
        "草むらや洞窟を歩く",
      "Catch a wild Dynamax or Gigantamax Pokémon in a Max Raid battle.":
        "マックスレイドバトルで野生のダイマックス・キョダイマックスポケモンを捕まえる。",
      "Walking in the overworld":
        "フィールドを歩く",
      "Special overworld spawn in a fixed location.":
        "フィールドの決まった場所に特別に出現。",
      "Surfing in the overworld":
        "フィールドで波乗り",
      "Fishing with a Super Rod":
        "すごいつりざおで釣る",
      "Surfing":
        "波乗り",
      "Fishing with a Good Rod":
        "いいつりざおで釣る",
      "Fishing with an Old Rod":
        "ボロのつりざおで釣る",
      "Receive as a gift":
        "もらう",
      "Items": "どうぐ",
      "No item matches.": "一致する道具はありません。",
      "Held items": "持たせる道具",
      "Level": "レベル",
      "Ability": "特性",
      "Berries": "きのみ",
      "Evolution items": "進化の道具",
      "Balls": "ボール",
      "Medicine": "回復",
      "TMs": "わざマシン",
      "Other items": "その他の道具",
      "Fling power":
        "なげつける威力",
      "Price":
        "値段",
      "Generations":
        "世代",
      "Held in the wild":
        "野生で持っている",
      "Teaches, game by game":
        "ゲームごとに教える技",
      "Held in the wild by no Pokémon in PokeAPI's data":
        "PokeAPIのデータでは野生で持っているポケモンはいない",
      "no item is called \"%@\": did you mean %@?":
        "「%@」という道具はありません：%@ のことですか？",
      "no item is called \"%@\" (in any of the five languages, like: pokedex-tui item leftovers)":
        "「%@」という道具はありません（5言語のどれにも。例: pokedex-tui item leftovers）",
      "\"%@\" could be more than one item: did you mean %@?":
        "「%@」は複数の道具に当てはまります：%@ のことですか？",
      "no place is called \"%@\": did you mean %@?":
        "「%@」という場所はありません：%@ のことですか？",
      "no place is called \"%@\" (in any of the five languages, like: pokedex-tui location viridian-forest)":
        "「%@」という場所はありません（5言語のどれにも。例: pokedex-tui location viridian-forest）",
      "\"%@\" could be more than one place: did you mean %@?":
        "「%@」は複数の場所に当てはまります：%@ のことですか？",
      "nothing is found at %@ in this Pokédex's data":
        "このポケモン図鑑のデータでは%@で見つかるものはありません",
      "nothing is found at %@ in \"%@\"; something is in: %@":
        "%@では「%@」で見つかるものはありません。見つかるゲーム: %@",
      "a calculation reads ATTACKER MOVE vs. DEFENDER: no \"vs.\" in \"%@\"":
        "計算は「攻撃側 技 vs. 防御側」と書きます：「%@」に「vs.」がありません",
      "a calculation has one \"vs.\", this one has %@":
        "計算の「vs.」は1つですが、これには%@個あります",
      "expected a move after %@":
        "%@の後に技が必要です",
      "\"(%@)\" is not a number of hits, like \"(3 hits)\"":
        "「(%@)」は「(3 hits)」のような攻撃回数ではありません",
      "%@ hits once, not %@ times":
        "%@は1回だけ攻撃します（%@回ではありません）",
      "%@ does damage from what its user takes: the calculator cannot know it":
        "%@のダメージは使用者が受けたダメージで決まる：計算機には分からない",
      "%@ knocks the target out when it hits, whatever its HP":
        "%@は当たれば相手のHPに関係なく一撃でひんしにする",
      "%@'s damage is left to chance":
        "%@のダメージは運次第",
      "%@'s damage comes from the user's party: the calculator cannot know it":
        "%@のダメージは使用者の手持ちで決まる：計算機には分からない",
      "%@'s power comes from Stockpile: the calculator cannot know it":
        "%@の威力はたくわえるで決まる：計算機には分からない",
      "%@'s power and type come from the Berry held: the calculator cannot know them":
        "%@の威力とタイプは持っているきのみで決まる：計算機には分からない",
      "%@'s power comes from the item flung: the calculator cannot know it":
        "%@の威力は投げる道具で決まる：計算機には分からない",
      "%@'s power comes from its PP left: the calculator cannot know it":
        "%@の威力は残りPPで決まる：計算機には分からない",
      "%@'s power comes from both Pokémon's Speed: the calculator does not work it out":
        "%@の威力は両方のポケモンのすばやさで決まる：計算機では求めない",
      "%@ hits %@ times, not %@":
        "%@は%@回攻撃します（%@回ではありません）",
      "%@ hits %@ to %@ times, not %@":
        "%@は%@〜%@回攻撃します（%@回ではありません）",
      "no move is called \"%@\"":
        "「%@」という技はありません",
      "could not place \"%@\" after %@: expected %@":
        "「%@」を読めません（%@の後）：%@ のどれかが必要です",
      "the KO text counts \"%@\", which this calculator cannot set up: it knows %@ and the weather abilities":
        "瀕死までの文が「%@」を数えていますが、この計算機では設定できません：分かるのは %@ と天気の特性です",
      "expected a level from 1 to 100 after \"Lvl\"":
        "「Lvl」の後に1から100のレベルが必要です",
      "IVs go from 0 to 31, not %@":
        "個体値は0から31です（%@ ではありません）",
      "EVs go from 0 to 255, not %@": "努力値は0から255です（%@ ではありません）",
      "stat stages go from -6 to +6, not %@": "能力ランクは-6から+6です（%@ ではありません）",
      "expected the attacker (a Pokémon by Showdown's name)":
        "攻撃側のポケモン（Showdownの名前）が必要です",
      "expected the defender (a Pokémon by Showdown's name)":
        "防御側のポケモン（Showdownの名前）が必要です",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "「%@」を読めません：攻撃側の持ち物、特性、「burned」、「Tera TYPE」、またはShowdownの名前のポケモンが必要です",
      "could not place \"%@\": expected the attacker's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "「%@」を読めません：攻撃側の持ち物、特性、「burned」、「Tera TYPE」、またはShowdownの名前のポケモンが必要です。%@ のことですか？",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name":
        "「%@」を読めません：防御側の持ち物、特性、「burned」、「Tera TYPE」、またはShowdownの名前のポケモンが必要です",
      "could not place \"%@\": expected the defender's item, ability, \"burned\", \"Tera TYPE\" or the Pokémon by Showdown's name; did you mean %@?":
        "「%@」を読めません：防御側の持ち物、特性、「burned」、「Tera TYPE」、またはShowdownの名前のポケモンが必要です。%@ のことですか？",
      "unknown option '%@'":
        "不明なオプション '%@'",
      "%@ is a command: it goes first, like: pokedex-tui %@ --help":
        "%@ はコマンドです。最初に書きます（例: pokedex-tui %@ --help）",
      "team import needs a file, or - for standard input":
        "team import にはファイル（標準入力なら -）が必要です",
      "team %@ needs a team's number or name":
        "team %@ にはチームの番号か名前が必要です",
      "team %@ needs a name":
        "team %@ には名前が必要です",
      "unknown option '%@' (did you mean %@?)":
        "不明なオプション '%@'（%@ のことですか？）",
      "unknown source '%@' for --source (use embedded or live)":
        "--source に不明なソース '%@'（embedded か live を指定）",
      "unknown command '%@' (did you mean %@?)":
        "不明なコマンド '%@'（%@ のことですか？）",
      "unknown command '%@' (the commands are %@)":
        "不明なコマンド '%@'（コマンドは %@）",
      "%@ --help says more.":
        "詳しくは %@ --help を見てください。",
      "unknown command '%@'":
        "不明なコマンド '%@'",
      "unknown language '%@' for --lang (use en, es, fr, de or ja)":
        "--lang の言語 '%@' は不明です（en、es、fr、de、ja のどれか）",
      "--lang needs a value: en, es, fr, de or ja":
        "--lang には値が必要です：en、es、fr、de、ja のどれか",
      "--source needs a value: embedded or live":
        "--source には値が必要です：embedded か live",
      "--api-url needs an http:// or https:// address":
        "--api-url には http:// か https:// のアドレスが必要です",
      "--record needs a file to write, like --record session.jsonl":
        "--record には書き込むファイルが必要です（例: --record session.jsonl）",
      "--replay needs a recording, like --replay session.jsonl":
        "--replay には記録が必要です（例: --replay session.jsonl）",
      "--speed needs a number above 0, like 4 or 0.5":
        "--speed には0より大きい数が必要です（例: 4 や 0.5）",
      "--speed needs a number above 0, like 4 or 0.5 (not '%@')":
        "--speed には0より大きい数が必要です（例: 4 や 0.5。'%@' ではなく）",
      "--record and --replay cannot be used together":
        "--record と --replay は同時に使えません",
      "--api-url only applies to --source live":
        "--api-url は --source live でのみ使えます",
      "--speed only applies to --replay":
        "--speed は --replay にだけ使えます",
      "--spikes needs 1, 2 or 3 layers":
        "--spikes には 1、2、3 のどれかの層が必要です",
      "--defender-status needs poison, toxic or burn":
        "--defender-status には poison、toxic、burn のどれかが必要です",
      "--game needs a game, like: --game scarlet-violet":
        "--game にはゲームが必要です（例: --game scarlet-violet）",
      "--game goes with --moves or --where, like: pokedex-tui show pikachu --moves --game red-blue":
        "--game は --moves か --where と一緒に使います（例: pokedex-tui show pikachu --moves --game red-blue）",
      "--moves and --where cannot be used together": "--moves と --where は一緒に使えません",
      "--limit needs a whole number, 0 for all":
        "--limit には整数が必要です（0 ですべて）",
      "--limit needs a whole number, 0 for all (not '%@')":
        "--limit には整数が必要です（0 ですべて。'%@' ではなく）",
      "natures takes no name, only --json and --lang":
        "natures は名前を取りません（--json と --lang のみ）",
      "team takes nothing, export, import <file|->, list, new <name>, use <team>, rename <name>, copy or delete <team>":
        "team に続けるのは、なし、export、import <ファイル|->、list、new <名前>、use <チーム>、rename <名前>、copy、delete <チーム> のどれかです",
      "show needs a name or a number, like: pokedex-tui show pikachu":
        "show には名前か番号が必要です（例: pokedex-tui show pikachu）",
      "search needs something to search for, like: pokedex-tui search pikachu":
        "search には探すものが必要です（例: pokedex-tui search pikachu）",
      "ability needs an ability's name, like: pokedex-tui ability levitate":
        "ability には特性の名前が必要です（例: pokedex-tui ability levitate）",
      "move needs a move's name, like: pokedex-tui move thunderbolt":
        "move には技の名前が必要です（例: pokedex-tui move thunderbolt）",
      "compare needs two to four names, like: pokedex-tui compare garchomp salamence":
        "compare には2〜4個の名前が必要です（例: pokedex-tui compare garchomp salamence）",
      "calc needs a calculation, like: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"":
        "calc には計算が必要です（例: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\"）",
      "location needs a place's name, like: pokedex-tui location \"viridian forest\"":
        "location には場所の名前が必要です（例: pokedex-tui location \"viridian forest\"）",
      "item needs an item's name, like: pokedex-tui item leftovers":
        "item には道具の名前が必要です（例: pokedex-tui item leftovers）",
      "cannot read %@: there is no such file":
        "%@ を読めません：そのファイルはありません",
      "cannot read %@: it is a folder":
        "%@ を読めません：フォルダです",
      "cannot read %@: %@":
        "%@ を読めません：%@",
      "cannot read %@: it is not text (UTF-8), as a paste is":
        "%@ を読めません：Showdown の文章のようなテキスト (UTF-8) ではありません",
      "No teams yet.":
        "チームはまだありません。",
      "a team's name cannot be empty":
        "チーム名は空にできません",
      "Editing the new team \"%@\".":
        "新しいチーム「%@」を編集中です。",
      "no team is called \"%@\" (there are no teams)":
        "「%@」というチームはありません（チームはありません）",
      "no team is called \"%@\" (the teams: %@)":
        "「%@」というチームはありません（チーム: %@）",
      "Editing \"%@\".":
        "「%@」を編集中です。",
      "Deleted \"%@\" (%@ Pokémon).":
        "「%@」を削除しました（ポケモン %@匹）。",
      "there is no team yet: add a Pokémon or import one first":
        "チームはまだありません：先にポケモンを加えるか、チームを読み込んでください",
      "Renamed \"%@\" to \"%@\".":
        "「%@」を「%@」に名前を変えました。",
      "Editing the copy \"%@\".":
        "コピー「%@」を編集中です。",
      "%@ learns no moves in this Pokédex's data":
        "このポケモン図鑑のデータでは%@は技を覚えません",
      "%@ learns no moves in \"%@\"; it learns moves in: %@":
        "%@は「%@」で技を覚えません。覚えるゲーム: %@",
      "%@ is not found in \"%@\" in this Pokédex's data":
        "このポケモン図鑑のデータでは%@は「%@」で見つかりません",
      " (PokeAPI's encounters end with %@)":
        "（PokeAPI の出現データは %@ まで）",
      "; it is found in: %@":
        "。見つかるゲーム: %@",
      "no game is called \"%@\"; the games are: %@":
        "「%@」というゲームはありません。ゲームは次のとおりです：%@",
      "nobody learns %@ in \"%@\"; no game teaches it":
        "%@を「%@」で覚えるポケモンはいません。教えるゲームはありません",
      "nobody learns %@ in \"%@\"; games that teach it: %@":
        "%@を「%@」で覚えるポケモンはいません。教えるゲーム: %@",
      "found there (game:G, else any)":
        "そこに出現（game:G、なければ全作品）",
      "a place's name, like viridian-forest":
        "場所の名前（例: viridian-forest）",
      "Where it is found":
        "生息地",
      "only in %@":
        "%@のみ",
      "PokeAPI's encounters end with %@: it has none for later games":
        "PokeAPIの出現データは%@まで：それ以降の作品はありません",
      "Not found in the wild here: evolve %@, found at %@":
        "この作品では野生で出現しない：%@（%@に出現）を進化させる",
      "PokeAPI has no wild encounter of %@":
        "PokeAPIには%@の野生の出現データがありません",
      "Nature": "性格",
      "Raises": "上がる",
      "Lowers": "下がる",
      "Likes": "好き",
      "Dislikes": "嫌い",
      "Spicy": "からい",
      "Dry": "しぶい",
      "Sweet": "あまい",
      "Bitter": "にがい",
      "Sour": "すっぱい",
      "Special": "特殊",
      "Status": "変化",
      "Power": "威力",
      "Accuracy": "命中",
      "PP": "PP",
      "Priority": "優先度",
      "Target": "対象",
      "Learned in": "覚えるゲーム",
      "No moves": "技なし",
      "\"%@\": expected %@": "「%@」: %@ が必要です",
      " (did you mean %@?)": "（%@ のことですか？）",
      "a term after the %@, like -is:legendary": "%@ のあとに条件（例: -is:legendary）",
      "a value after %@": "%@ のあとに値",
      "a game, like scarlet-violet": "ゲーム（例: scarlet-violet、sv）",
      "a generation 1 to 9, or a range like 1-3": "1〜9 の世代、または 1-3 のような範囲",
      "a move's name, like trick-room": "技の名前（例: トリックルーム）",
      "a stat comparison like spe>=100 (hp atk def spa spd spe bst)":
        "spe>=100 のような能力値の比較（hp atk def spa spd spe bst）",
      "a type like fire, or two like fire/flying": "ほのお のようなタイプ、または ほのお/ひこう のような 2 つ",
      "a type like fire (or its name in your language, like feu)": "ほのお のようなタイプ",
      "an ability's name, like levitate": "特性の名前（例: ふゆう）",
      "an attacking type like water": "みず のような攻撃のタイプ",
      "an egg group, like dragon or field": "タマゴグループ（例: ドラゴン、りくじょう）",
      "legendary, mythical, baby, mega, regional or gmax":
        "legendary、mythical、baby、mega、regional、gmax のどれか",
      "one game, like game:scarlet-violet": "ゲームを 1 つ（例: game:scarlet-violet）",
      "a term: type gen weak resists immune ability learns egg in is game, or a stat":
        "条件（type gen weak resists immune ability learns egg in is game）か能力値",
      "Its species' usual moves: this form has no list of its own in this game":
        "通常の姿の技：この姿には この作品での技リストがない",
      "by level": "レベル順",
      "by name": "名前順",
      "by power": "威力順",
      "Pokédex entry": "図鑑の説明",
      "Training and breeding": "育成とタマゴ",
      "EV yield": "努力値",
      "Catch rate": "捕獲率",
      "Base friendship": "基本なつき度",
      "Base exp.": "基礎経験値",
      "Growth": "経験値タイプ",
      "Egg groups": "タマゴグループ",
      "Gender": "性別",
      "Hatch": "孵化",
      "steps": "歩",
      "genderless": "性別不明",
      "Legendary": "伝説",
      "Mythical": "幻",
      "Baby": "ベイビィ",
      "Forms": "すがた",
      "Generation": "世代",
      "Pokémon with it": "この特性のポケモン",
      "Remove all favourites?": "お気に入りをすべて解除しますか？",
      "Every Pokémon leaves your favourites. This cannot be undone.":
        "全ポケモンがお気に入りから外れます。 元に戻せません。",
      "Remove all": "すべて解除", "Cancel": "キャンセル",
      // The paste reader's problems and a set's warnings (ShowdownPaste, SetCheck).
      "%@ learns %@ in no game": "%@ は %@ をどのゲームでも覚えません",
      "%@ learns %@ in no game up to generation %@": "%@ は %@ を覚えません（第%@世代までのどのゲームでも）",
      "%@ is there twice": "%@ が2回あります",
      "%@ cannot have the ability \"%@\"": "%@ は特性「%@」を持てません",
      "%@ had the ability \"%@\" only up to generation %@": "%@ が特性「%@」を持てたのは第%@世代までです",
      "abilities came in generation 3": "特性は第3世代からです",
      "\"%@\" came in generation %@": "「%@」は第%@世代からです",
      "%@ came in generation %@": "%@ は第%@世代からです",
      "Tera types came in generation 9": "テラスタイプは第9世代からです",
      "hidden abilities came in generation 5": "隠れ特性は第5世代からです",
      "%@ cannot have the ability \"%@\" in generation %@": "%@ は特性「%@」を持てません（第%@世代）",
      "\"%@\" is not a nature": "「%@」という性格はありません",
      "\"%@\" is not a nature: did you mean %@?": "「%@」という性格はありません。%@ のことですか？",
      "no item is called \"%@\"": "「%@」という道具はありません",
      "\"%@\" is not a Poké Ball": "「%@」というボールはありません",
      "%@ %@ EVs: a stat takes at most %@": "%@ %@ の努力値：1つの能力には最大 %@ までです",
      "the EVs add up to %@, more than %@": "努力値の合計が %@ で、%@ を超えています",
      "%@ has no Gigantamax form": "%@ にキョダイマックスのすがたはありません",
      "%@ has no gender": "%@ には性別がありません",
      "%@ is never female": "%@ はメスになりません",
      "%@ is never male": "%@ はオスになりません",
      "line %@: %@": "%@行目：%@",
      "a team has at most %@ Pokémon": "チームのポケモンは最大 %@ 匹です",
      "the line holds a control character (%@), which a paste cannot hold":
        "この行には制御文字（%@）があり、チームのテキストには使えません",
      "expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"":
        "ポケモンの名前が必要です（例：「Garchomp @ Choice Scarf」）",
      "the paste has no Pokémon": "テキストにポケモンがいません",
      "this team has no Pokémon": "このチームにはポケモンがいません",
      "the paste holds %@ teams (%@), and the Pokédex keeps one: import a paste of one of them":
        "テキストに %@ チーム（%@）ありますが、図鑑が持てるのは1つです：そのうち1つのテキストをインポートしてください",
      "an unnamed team": "名前のないチーム",
      "expected a move after \"-\"": "「-」の後に技が必要です",
      "a Pokémon knows at most %@ moves": "ポケモンが覚えられる技は最大 %@ つです",
      "\"%@\" names no type": "「%@」にタイプがありません",
      "expected a set's field (\"Ability: …\", \"EVs: …\", \"Jolly Nature\", \"- Move\"), not \"%@\"":
        "セットの項目（「Ability: …」「EVs: …」「Jolly Nature」「- Move」）が必要です。「%@」ではありません",
      "expected an ability after \"Ability:\"": "「Ability:」の後に特性が必要です",
      "a level is 1 to 100, not \"%@\"": "レベルは 1〜100 です。「%@」ではありません",
      "expected Yes or No after \"Shiny:\"": "「Shiny:」の後に Yes か No が必要です",
      "expected Yes or No after \"Gigantamax:\"": "「Gigantamax:」の後に Yes か No が必要です",
      "happiness is 0 to 255, not \"%@\"": "なつき度は 0〜255 です。「%@」ではありません",
      "a Dynamax level is 0 to 10, not \"%@\"": "ダイマックスレベルは 0〜10 です。「%@」ではありません",
      "\"%@\" is not a Tera type (the 18 types and Stellar)": "「%@」はテラスタイプではありません（18タイプとステラ）",
      "expected a ball after \"%@:\"": "「%@:」の後にボールが必要です",
      "\"%@\" is not a type": "「%@」はタイプではありません",
      "\"%@:\" is not a field of a set": "「%@:」はセットの項目ではありません",
      "expected values like \"%@\" (0 to %@; HP Atk Def SpA SpD Spe), not \"%@\"":
        "「%@」のような値（0〜%@、HP Atk Def SpA SpD Spe）が必要です。「%@」ではありません",
      "%@ is given twice": "%@ が2回あります",
      "\"%@\" was read as %@": "「%@」を %@ として読みました",
      "%@ is in the team already (line %@): a team holds a species once":
        "%@ はすでにチームにいます（%@ 行目）。チームに同じ種類は一匹だけです",
      "\"%@\" could be %@": "「%@」は %@ のどれかです",
      "no Pokémon is called \"%@\"": "「%@」という名前のポケモンはいません",
      "no ability is called \"%@\"": "「%@」という特性はありません",
      "standard input": "標準入力",
      "warning: %@": "警告：%@",
      "Added %@ teams: %@; now editing %@.": "%@ チームを追加しました：%@。いまは %@ を編集中です。",
      "Team %@": "チーム%@",
      "%@ (copy)": "%@（コピー）",
      "Couldn't import: there is no %@ (E writes the team there).":
        "インポートできません：%@ がありません（E でチームをそこに書き出せます）。",
      "Couldn't import: %@ is a folder, not a paste.":
        "インポートできません：%@ はフォルダーで、チームの文章ではありません。",
      "Couldn't import: %@ is not text.":
        "インポートできません：%@ はテキストではありません。",
      "Couldn't import: %@ cannot be read (%@).":
        "インポートできません：%@ を読めません（%@）。",
      "Couldn't export the team: %@ is a folder; move it away.":
        "チームを書き出せません：%@ はフォルダーです。移動してください。",
      "Couldn't export the team: %@ cannot be written (%@).":
        "チームを書き出せません：%@ に書き込めません（%@）。",
      "needs a terminal: standard input and output must both be a terminal (not a pipe or a file).":
        "端末が必要です：標準入力と標準出力がどちらも端末である必要があります（パイプやファイルは不可）。",
      "cannot replay %@": "再生できません：%@",
      "cannot record to %@": "記録できません：%@",
      "cannot take over the terminal: %@": "端末を使えません：%@",
      "reinstall or rebuild pokedex-tui (swift build), which puts the Loop_PokedexCore.resources folder beside the program; scripts/sync-snapshot regenerates the data itself.":
        "pokedex-tui を入れ直すか作り直してください（swift build）。Loop_PokedexCore.resources フォルダーがプログラムの横に置かれます。データ自体は scripts/sync-snapshot で作り直せます。",
      "recorded %@ actions to %@": "%@ 件の操作を %@ に記録しました",
      "the recording": "記録",
      "replayed all %@ actions of %@; every state matched the recording":
        "%@ 件の操作（%@）をすべて再生しました。どの状態も記録と一致しました",
      "replay stopped after %@ of %@ actions; the states matched so far":
        "%@ / %@ 件の操作で再生を止めました。そこまでの状態は一致しています",
      "Couldn't load the calculator:": "計算機を読み込めません：",
      "Couldn't load the item:": "道具を読み込めません：",
      "Couldn't search the items:": "道具を検索できません：",
      "Couldn't load where it is found:": "見つかる場所を読み込めません：",
      "Search failed:": "検索に失敗しました：",
      // PokeAPI's failures (PokeAPIError).
      "Can't reach PokeAPI. Check the connection, then retry.":
        "PokeAPI に接続できません。接続を確かめてから、もう一度試してください。",
      "PokeAPI didn't answer within %@ for %@. Retry in a moment.":
        "PokeAPI が %@ 以内に応答しませんでした（%@）。少ししてから、もう一度試してください。",
      "There is no %@.": "%@ はありません。",
      "PokeAPI couldn't find %@.": "PokeAPI に %@ が見つかりません。",
      "PokeAPI is limiting requests (HTTP 429). Retry in a moment.":
        "PokeAPI がリクエストを制限しています（HTTP 429）。少ししてから、もう一度試してください。",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in a moment.":
        "PokeAPI がリクエストを制限しています（HTTP 429、%@ 回試行）。少ししてから、もう一度試してください。",
      "PokeAPI is limiting requests (HTTP 429). Retry in %@.":
        "PokeAPI がリクエストを制限しています（HTTP 429）。%@後に、もう一度試してください。",
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in %@.":
        "PokeAPI がリクエストを制限しています（HTTP 429、%@ 回試行）。%@後に、もう一度試してください。",
      "PokeAPI is having trouble (HTTP %@, tried %@ times). Retry later.":
        "PokeAPI に問題が起きています（HTTP %@、%@ 回試行）。後で、もう一度試してください。",
      "PokeAPI is having trouble (HTTP %@). Retry later.":
        "PokeAPI に問題が起きています（HTTP %@）。後で、もう一度試してください。",
      "PokeAPI refused the request for %@ (HTTP %@).": "PokeAPI が %@ のリクエストを拒否しました（HTTP %@）。",
      "The connection to PokeAPI closed before an answer (tried %@ times). Retry.":
        "応答の前に PokeAPI との接続が切れました（%@ 回試行）。もう一度試してください。",
      "The connection to PokeAPI closed before an answer. Retry.":
        "応答の前に PokeAPI との接続が切れました。もう一度試してください。",
      "PokeAPI's answer for %@ was cut off (tried %@ times). Retry.":
        "%@ への PokeAPI の応答が途中で切れました（%@ 回試行）。もう一度試してください。",
      "PokeAPI's answer for %@ was cut off. Retry.": "%@ への PokeAPI の応答が途中で切れました。もう一度試してください。",
      "PokeAPI's answer for %@ isn't JSON.": "%@ への PokeAPI の応答が JSON ではありません。",
      "PokeAPI's answer for %@ was empty.": "%@ への PokeAPI の応答が空でした。",
      "PokeAPI's answer for %@ isn't in the expected shape: %@.":
        "%@ への PokeAPI の応答が想定の形ではありません：%@。",
      "Couldn't talk to PokeAPI: %@.": "PokeAPI と通信できません：%@。",
      "the Pokémon list": "ポケモンの一覧",
      "Pokémon #%@": "ポケモン No.%@",
      "the evolution chains": "進化の系統",
      "evolution chain #%@": "進化の系統 No.%@",
      "the type list": "タイプの一覧",
      "type #%@": "タイプ No.%@",
      "the request": "リクエスト",
      "1 second": "1 秒",
      "%@ seconds": "%@ 秒",
      // A saved file's problems (Loop's PersistenceProblem).
      "%@ cannot be read (%@); it is kept as it is and nothing is saved over it until it can be read.":
        "%@ を読めません（%@）。そのまま残し、読めるようになるまで上書きしません。",
      "%@ could not be read (%@); it was moved to %@ and a fresh one was started.":
        "%@ を読めませんでした（%@）。%@ に移して、新しく始めました。",
      "%@ could not be read (%@) and could not be moved aside (%@); nothing is saved over it until it is fixed or removed.":
        "%@ を読めず（%@）、別名にもできませんでした（%@）。直すか消すまで上書きしません。",
      "Could not save %@: its folder cannot be made (%@).":
        "%@ を保存できません：フォルダーを作れません（%@）。",
      "Could not save %@: its lock file %@ cannot be made or locked (%@), so another copy of the app could save at the same time; the file was left as it was.":
        "%@ を保存できません：ロックファイル %@ を作れないかロックできません（%@）。別のアプリが同時に保存するおそれがあるため、ファイルはそのままです。",
      "Could not save %@: the value cannot be written as JSON (%@).":
        "%@ を保存できません：値を JSON で書けません（%@）。",
      "Could not save %@: %@; the file was left as it was.":
        "%@ を保存できません：%@。ファイルはそのままです。",
      "Favourites added in this session and not saved to %@: %@.":
        "このセッションで追加し、%@ に保存されなかったお気に入り：%@。",
      "Favourites removed in this session and not saved to %@: %@.":
        "このセッションで外し、%@ に保存されなかったお気に入り：%@。",
      "The order chosen in this session (%@) was not saved to %@.":
        "このセッションで選んだ並び順（%@）は %@ に保存されませんでした。",
      "Team changes made in this session were not saved to %@.":
        "このセッションのチームの変更は %@ に保存されませんでした。",
      "Team changes made in this session were not saved to %@; here they are as a paste, to import once the file can be written:":
        "このセッションのチームの変更は %@ に保存されませんでした。ファイルに書けるようになったらインポートできるよう、テキストで示します：",
      "%@ learns \"%@\" in no game": "%@ は「%@」をどのゲームでも覚えません",
      "%@ learns \"%@\" in no game up to generation %@": "%@ は「%@」を覚えません（第%@世代までのどのゲームでも）",
      "\"%@\" is there twice": "「%@」が2回あります",
      "one place, by its slug: %@": "場所を1つ（slug で）：%@",
      // Ways a Pokémon is met that PokeAPI does not name in this language.
      "Smashing rocks": "いわくだきで岩を砕く",
      "Headbutting trees": "木にずつきをする",
      "Walking in dark grass": "濃い草むらを歩く",
      "Walking in rustling grass": "揺れる草むらを歩く",
      "Walking in dust clouds": "砂煙の中を歩く",
      "Walking in bridge shadows": "橋の影を歩く",
      "Fishing in dark spots": "水面の影で釣る",
      "Surfing in dark spots": "なみのりで水面の影を進む",
      "Walking in yellow flowers": "黄色い花畑を歩く",
      "Walking in purple flowers": "紫の花畑を歩く",
      "Walking in red flowers": "赤い花畑を歩く",
      "Walking on rough terrain": "荒れた地面を歩く",
      "Receive egg as a gift": "タマゴをもらう",
      "Static encounter": "固定シンボルとの遭遇",
      "Playing Pokéflute": "ポケモンのふえを吹く",
      "Headbutting a low encounter rate tree": "遭遇率の低い木にずつきをする",
      "Headbutting a normal encounter rate tree": "遭遇率が普通の木にずつきをする",
      "Headbutting a high encounter rate tree": "遭遇率の高い木にずつきをする",
      "Using the Squirt Bottle on a Sudowoodo": "ウソッキーにゼニガメじょうろを使う",
      "Using the Wailmer Pail on a Sudowoodo": "ウソッキーにホエルコじょうろを使う",
      "Diving on seaweed": "海藻の上をダイビングする",
      "On any overworld patch of grass": "フィールド上のどこかの草むら",
      "On any overworld water tile": "フィールド上のどこかの水上",
      "Using Devon Scope": "デボンスコープを使う",
      "Fishing in a Feebas Tile": "ヒンバスのいるマスで釣る",
      "Fishing at bubbling spots in the water": "水面の泡立つ場所で釣る",
      "Interacting with a Berry Tree": "きのみの木を調べる",
      "Flying Pokemon in the sky": "空を飛んでいるポケモン",
      "Rare spawn in grass with lure or catch combo": "草むらのレア出現(コロン・れんぞくゲット)",
      "Rare spawn in the sky with lure or catch combo": "空のレア出現(コロン・れんぞくゲット)",
      "Rare spawn in water with lure or catch combo": "水上のレア出現(コロン・れんぞくゲット)",
      "Encountering 5 Pokemon within grass, flowers, or within a cave": "群れバトル(草むら・花畑・洞窟で5匹)",
      "Receiving a Jirachi from the USA Colosseum Bonus Disc": "米国版コロシアム特典ディスクでジラーチ入手",
      "Receiving a Celebi or Pikachu from the Japanese Colosseum Bonus Disc":
        "日本版コロシアム特典でセレビィかピカチュウ入手",
      "Receiving a Jirachi from the PAL copy of Pokemon channel": "ポケモンチャンネル(PAL版)でジラーチ入手",
      "Receiving a Manaphy from Pokemon Ranger": "ポケモンレンジャーからマナフィ入手",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness.":
        "トレーナーのポケモンをスナッチ(コロシアム/XD)",
      "Snagging a Pokemon from a trainer in Pokemon Colosseum or Pokemon XD: Gale of Darkness, after you have failed to capture them once.":
        "スナッチ失敗後に再挑戦(コロシアム/XD)",
      "Finding a Wild Pokemon at any of the three Pokespots in Pokemon XD: Gale of Darkness.":
        "XDのポケスポットで野生ポケモンに遭遇",
      "Finding a Pokemon in a Hidden Grotto": "隠し穴でポケモンを見つける",
      "Slathering a Honey Tree with Honey and waiting for a Pokémon to appear.":
        "甘い香りの木にあまいミツを塗って待つ",
      "Overworld spawn coming from underground or within a swamp.": "地中や沼から現れるシンボル",
      "Special overworld spawn in a fixed location in the water.": "水上の決まった場所に出る特別なシンボル",
      "Get chased by territorial Pokémon when entering the water.": "水に入ると縄張りのポケモンに追われる",
      "Capture during a Dynamax Adventure.": "ダイマックスアドベンチャーで捕まえる",
      "Ambushed by a Wild Pokemon from a Trash Can": "ゴミ箱から野生ポケモンが飛び出す",
      "Ambushed by a Wild Pokemon from a Rustling Bush": "揺れる茂みから野生ポケモンが飛び出す",
      "Ambushed by a Wild Pokemon from the Ceiling of a Cave": "洞窟の天井から野生ポケモンが襲う",
      "Ambushed by a Wild Pokemon from the Ground": "地面から野生ポケモンが飛び出す",
      "Ambushed by a Wild Pokemon from the Sky": "空から野生ポケモンが襲う",
      "Island Scan": "しまスキャン",
      "Sos": "仲間呼び（ポケモンが助けを呼ぶ）",
      "Npc Trade": "ゲーム内の人との交換",
      "Sos From Bubbling Spot": "泡立つ水面からの仲間呼び",
    ])
}
