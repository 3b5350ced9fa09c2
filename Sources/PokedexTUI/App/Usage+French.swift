extension Usage {
  /// The texts in French.
  static let french = Texts(
    usage: "Utilisation :",
    app: """
      Un Pokédex pour le terminal : tous les Pokémon et toutes leurs formes, hors ligne. show
      affiche la fiche d’un Pokémon, search les Pokémon que trouve une recherche, ability et move
      qui a un talent ou apprend une capacité, compare des Pokémon côte à côte, team l’équipe
      enregistrée, calc un calcul de dégâts tel que l’écrit Showdown, natures les stats et les
      saveurs des natures, location ce qui se trouve en un lieu, item un objet et qui le tient,
      pour les scripts (pokedex-tui show --help en dit plus). Leurs options --lang, --no-color,
      --source et --api-url se placent avant ou après la commande.

      Options :
        --lang en|es|fr|de|ja
                       Interface et noms des Pokémon en anglais, espagnol, français, allemand ou
                       japonais (par défaut : les paramètres régionaux, d’après LC_ALL,
                       LC_MESSAGES ou LANG ; sinon l’anglais)
        --no-color     Sans couleurs (de même si NO_COLOR est défini ou si TERM=dumb)
        --source embedded|live
                       Instantané hors ligne (par défaut) ou PokeAPI en HTTP avec un cache local
        --api-url URL  Adresse de PokeAPI pour --source live (par défaut https://pokeapi.co)
        --record FILE  Enregistre la session (chaque action, avec son heure) dans FILE
        --replay FILE  Rejoue une session enregistrée à sa vitesse d’origine, en vérifiant que
                       chaque état de l’écran correspond à l’enregistrement ; une touche l’arrête
        --speed N      Relecture N fois plus rapide (2, 0.5, ... ; 1 par défaut) ; seulement avec
                       --replay
        --help         Affiche cette aide
        --version      Affiche la version

      Touches : les flèches ou j/k déplacent le curseur, Enter ouvre, Esc ou q revient en arrière,
      / cherche, f favoris, s sprite chromatique, o trie (O inverse), t filtre, r réessaie,
      Tab change d’écran, ? liste toutes les touches.
      """,
    commands: """
      show affiche la fiche d’un Pokémon : numéro, nom, catégorie, types, taille, poids, talents,
      stats de base, évolution et faiblesses, avec son sprite sur un terminal en couleur quand le
      cache l’a (pokedex-tui sync --sprites) ou avec --source live. Le nom peut être dans
      n’importe quelle langue, même avec une faute de frappe ; un nom inconnu ou ambigu donne le
      code de sortie 1 et des suggestions de noms.

      show affiche aussi l’effet de chaque talent, l’entrée du Pokédex du jeu le plus récent qui
      en a une, les données d’entraînement et d’élevage, et les formes de l’espèce. Une forme se
      nomme comme on l’écrit (mega charizard x, charizard-mega-x, alolan raichu, rotom wash) ou
      par son numéro (10034).

      search affiche les Pokémon qui correspondent, les meilleurs d’abord, un par ligne : numéro,
      nom, types, et le nom qui a correspondu quand c’en est un autre. Si rien n’est trouvé, le
      code de sortie est 1. Outre des mots, la recherche accepte des termes, qui doivent tous être
      vérifiés : type:fire (type:fire/flying : les deux), gen:1-3, hp>100 (hp atk def spa spd spe
      bst ; < <= = >= >), weak:water, resists:grass, immune:ground, ability:levitate,
      learns:trick-room (dans game:scarlet-violet, sinon le plus récent), in:viridian-forest (s’y
      trouve à l’état sauvage, dans game: s’il est donné), egg:dragon,
      is:legendary|mythical|baby|mega|regional|gmax ; - ou ! nie un terme, | donne des
      alternatives. Un terme illisible donne le code de sortie 1 et un message qui le nomme.

      ability affiche l’effet d’un talent et tous les Pokémon et formes qui l’ont (talents cachés
      signalés). Le nom peut être dans n’importe quelle langue (levitate, Lévitation) ; un nom
      inconnu donne le code de sortie 1.

      show --moves affiche les capacités apprises dans un jeu (--game : un groupe de jeux comme
      scarlet-violet ou un jeu comme scarlet ; par défaut, le plus récent où il apprend quelque
      chose), par méthode : montée de niveau avec les niveaux, capsules avec leurs numéros, œuf,
      enseigné, autres. move affiche une capacité (type, catégorie, puissance, précision, PP,
      priorité, cible, génération, effet) et qui l’apprend dans un jeu, par méthode. Un jeu qui
      n’existe pas, ou dans lequel rien n’est appris, donne le code de sortie 1 et la liste des
      jeux valides.

      compare affiche de deux à quatre Pokémon côte à côte (un nom de plusieurs mots se met entre
      guillemets) : types, talents, chaque stat de base et le total (* marque la plus haute, les
      autres indiquent leur écart avec elle), faiblesses, résistances, immunités, et qui est plus
      rapide que qui.

      team affiche l’équipe (jusqu’à six Pokémon, enregistrée à côté des favoris) avec sa
      couverture défensive (qui est faible contre chaque type d’attaque, y résiste ou y est
      immunisé ; les faiblesses partagées par trois membres sont signalées) et sa couverture
      offensive (la meilleure efficacité de ses capacités contre chaque type, les types propres
      des membres sans capacité choisie ; les lacunes sont nommées). team export l’affiche au
      format texte de Pokémon Showdown ; team import en lit un (- pour l’entrée standard) et
      remplace l’équipe, ou nomme la première ligne qu’il ne peut pas prendre et ne change rien ;
      une sauvegarde de plusieurs équipes (en-têtes === [format] Name ===) ajoute chacune comme
      une équipe à part. Ce qu’un set contient et que les jeux n’autoriseraient pas (dans la
      génération du format de l’équipe) est conservé et signalé par un avertissement.

      Plusieurs équipes sont conservées : team list les liste (* celle en cours d’édition),
      team new en crée une et l’édite, team use en édite une autre (par numéro ou par nom),
      team rename renomme celle en cours d’édition, team copy la duplique, team delete en supprime
      une.

      calc lit un calcul de dégâts tel que l’écrit Pokémon Showdown et l’affiche comme Showdown le
      ferait, avec les dégâts, leur part des PV du défenseur et les chances de KO (génération 9,
      combat simple) : "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran".
      L’attaquant : un modificateur (+2), Lvl N, ses EV (252+ Atk : + ou - selon sa nature, N IVs
      s’ils ne valent pas 31 ; 252+ Atk (Def) avec Power Trick), objet, talent, burned, Tera TYPE,
      le Pokémon par son nom dans Showdown, with Power Trick, switching boosted (Poursuite), la
      capacité ((3 hits) pour une capacité à coups multiples). Le défenseur : modificateur, Lvl N,
      252 HP / 4 Def, objet, talent, Tera TYPE, le Pokémon ; puis in Sun|Rain|Sand|Snow,
      in Electric|Grassy|Psychic|Misty Terrain, through Reflect|Light Screen, with Power Trick,
      with an ally's Aurora Veil, on a critical hit, in Wonder Room. Ce qui est omis prend la
      valeur par défaut de Showdown : niveau 100, 31 IV, aucun EV, une nature neutre, le premier
      talent, aucun objet, tous ses PV. Les chances de KO tiennent compte de la météo, des Restes
      ou de la Boue Noire du défenseur, du Champ Herbu, de --stealth-rock et de --spikes N (1 à 3)
      de son côté, de --leech-seed, et de --defender-status poison, toxic ou burn, comme le fait
      Showdown. Dans l’application, d sur un membre de l’équipe ou sur l’écran d’un Pokémon ouvre
      le calculateur. Un mot qu’il ne sait pas placer donne le code de sortie 1 et un message qui
      le nomme, avec ce qui était attendu à cet endroit.

      show --where affiche où trouver un Pokémon dans un jeu (--game, par défaut le plus récent où
      il se trouve) : chaque lieu, et en dessous comment (en marchant, en surfant, à la canne, en
      cadeau, …), les niveaux, la probabilité et les conditions (heure, saison, apparition
      massive, …), avec les jeux de la paire qui l’ont quand ce n’est pas le cas des deux. Dans un
      jeu où il ne se trouve pas mais où on l’obtient par évolution, il indique quoi faire évoluer
      et où le trouver. Les rencontres de PokeAPI s’arrêtent aux extensions d’Épée / Bouclier.
      location affiche ce qui se trouve en un lieu (son nom dans n’importe quelle langue, ou une
      partie de celui-ci), jeu par jeu, de la même façon.

      item affiche un objet : sa catégorie, son effet, son texte du Pokédex, sa puissance de
      Dégommage, son prix, les générations où il existe, et les Pokémon qui le tiennent à l’état
      sauvage (à quelle fréquence, dans quels jeux). Le nom peut être dans n’importe quelle
      langue, même avec une faute de frappe (leftovers, Restes).

      natures affiche les 25 natures : la stat que chacune augmente et celle qu’elle baisse (d’un
      dixième), et la saveur qu’elle aime et celle qu’elle n’aime pas ; les neutres en dernier.

      Options :
        --json         Affiche du JSON à la place (les champs sont décrits dans le README)
        --rolls        Les seize jets de dégâts en plus (calc)
        --stealth-rock, --spikes N
                       Pièges posés du côté du défenseur, comptés dans les chances de KO (calc)
        --leech-seed, --defender-status poison|toxic|burn
                       Dégâts de fin de tour subis par le défenseur, comptés dans les chances de
                       KO (calc)
        --limit N      Au plus N résultats (search ; 20 par défaut, 0 pour tous)
        --moves        Les capacités apprises au lieu de la fiche (show)
        --where        Où le trouver au lieu de la fiche (show)
        --game G       Le jeu pour --moves, --where, move et location (par défaut : le plus
                       récent)
        --lang en|es|fr|de|ja
                       Noms et mots en anglais, espagnol, français, allemand ou japonais (par
                       défaut : les paramètres régionaux)
        --no-color     Sans couleurs (de même si NO_COLOR est défini ; aucune dans un tube)
        --source embedded|live
                       Instantané hors ligne (par défaut) ou PokeAPI en HTTP avec un cache local
        --api-url URL  Adresse de PokeAPI pour --source live
        --help         Affiche cette aide
      """)
}
