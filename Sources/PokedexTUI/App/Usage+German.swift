extension Usage {
  /// The texts in German.
  static let german = Texts(
    usage: "Aufruf:",
    app: """
      Ein Pokédex fürs Terminal: alle Pokémon und Formen, offline. Für Skripte zeigt show die
      Karte eines Pokémon, search die Pokémon, die eine Suchanfrage findet, ability und move, wer
      eine Fähigkeit hat oder eine Attacke erlernt, compare Pokémon nebeneinander, team das
      gespeicherte Team, calc eine Schadensrechnung, wie Showdown sie schreibt, natures die Werte
      und Geschmäcker der Wesen, location, was an einem Ort zu finden ist, und item ein Item und
      wer es trägt (mehr dazu in pokedex-tui show --help). Bei ihnen stehen --lang, --no-color,
      --source und --api-url vor oder nach dem Befehl.

      Optionen:
        --lang en|es|fr|de|ja
                       Oberfläche und Pokémon-Namen auf Englisch, Spanisch, Französisch, Deutsch
                       oder Japanisch (Standard: das Gebietsschema aus LC_ALL, LC_MESSAGES oder
                       LANG; sonst Englisch)
        --no-color     Keine Farben (auch wenn NO_COLOR gesetzt ist oder TERM=dumb)
        --source embedded|live
                       Offline-Snapshot (Standard) oder PokeAPI über HTTP mit lokalem Cache
        --api-url URL  PokeAPIs Adresse für --source live (Standard: https://pokeapi.co)
        --record FILE  Zeichnet die Sitzung (jede Aktion mit ihrem Zeitpunkt) in FILE auf
        --replay FILE  Spielt eine aufgezeichnete Sitzung in der aufgezeichneten Geschwindigkeit
                       ab und prüft, ob jeder Bildschirmzustand der Aufzeichnung entspricht; eine
                       beliebige Taste hält sie an
        --speed N      Spielt N-mal schneller ab (2, 0.5, ...; Standard 1); nur mit --replay
        --help         Zeigt diese Hilfe
        --version      Zeigt die Version

      Tasten: Pfeiltasten oder j/k bewegen, Enter öffnet, Esc oder q geht zurück, / sucht,
      f Favoriten, s schillerndes Sprite, o sortiert (O kehrt um), t filtert, r versucht es
      erneut, Tab wechselt den Bildschirm, ? listet alle Tasten auf.
      """,
    commands: """
      show gibt die Karte eines Pokémon aus: Nummer, Name, Kategorie, Typen, Größe, Gewicht,
      Fähigkeiten, Basiswerte, Entwicklung und Schwächen, auf einem Farbterminal mit Sprite, wenn
      der Cache es hat (pokedex-tui sync --sprites) oder mit --source live. Der Name darf in jeder
      Sprache sein, auch mit einem Tippfehler; bei einem unbekannten oder mehrdeutigen Namen endet
      es mit Status 1 und schlägt Namen vor.

      show gibt außerdem den Effekt jeder Fähigkeit aus, den Pokédex-Eintrag des neuesten Spiels,
      das einen hat, den Steckbrief zu Training und Zucht und die Formen der Art. Eine Form wird
      so benannt, wie man sie schreibt (mega charizard x, charizard-mega-x, alolan raichu,
      rotom wash), oder mit ihrer Nummer (10034).

      search gibt die passenden Pokémon aus, die besten zuerst, eines pro Zeile: Nummer, Name,
      Typen und den Namen, der gepasst hat, wenn es ein anderer ist. Wird nichts gefunden, endet
      es mit Status 1. Neben Wörtern nimmt die Suchanfrage Begriffe, die alle zutreffen müssen:
      type:fire (type:fire/flying: beide), gen:1-3, hp>100 (hp atk def spa spd spe bst;
      < <= = >= >), weak:water, resists:grass, immune:ground, ability:levitate, learns:trick-room
      (in game:scarlet-violet, sonst im neuesten), in:viridian-forest (dort wild zu finden, im
      Spiel aus game:, falls angegeben), egg:dragon,
      is:legendary|mythical|baby|mega|regional|gmax; - oder ! verneint einen Begriff, | gibt
      Alternativen an. Bei einem Begriff, der sich nicht lesen lässt, endet es mit Status 1 und
      nennt ihn.

      ability gibt den Effekt einer Fähigkeit aus und jedes Pokémon und jede Form, die sie hat
      (markiert, wo sie versteckt ist). Der Name darf in jeder Sprache sein (levitate, Schwebe);
      bei einem unbekannten endet es mit Status 1.

      show --moves gibt die Attacken aus, die ein Pokémon in einem Spiel erlernt (--game: eine
      Spielgruppe wie scarlet-violet oder ein Spiel wie scarlet; Standard ist das neueste, in dem
      es etwas erlernt), nach Methode: Levelaufstieg mit Leveln, Maschinen mit ihren Nummern, Ei,
      Tutor, Sonstige. move gibt eine Attacke aus (Typ, Kategorie, Stärke, Genauigkeit, AP,
      Priorität, Ziel, Generation, Effekt) und wer sie in einem Spiel erlernt, nach Methode. Bei
      einem Spiel, das es nicht gibt oder in dem nichts erlernt wird, endet es mit Status 1 und
      nennt die gültigen.

      compare gibt zwei bis vier Pokémon nebeneinander aus (ein Name aus mehreren Wörtern in
      Anführungszeichen): Typen, Fähigkeiten, jeden Basiswert und die Summe (* markiert den
      höchsten, die anderen zeigen ihren Abstand dazu), Schwächen, Resistenzen, Immunitäten und
      wer wen an Initiative übertrifft.

      team gibt das Team aus (bis zu sechs, gespeichert neben den Favoriten) mit seiner Abdeckung
      in der Verteidigung (wer gegen jeden Angriffstyp schwach, resistent oder immun ist;
      gemeinsame Schwächen von dreien sind markiert) und im Angriff (das Beste, was seine Attacken
      gegen jeden Typ ausrichten, wo keine Attacken gewählt sind, die eigenen Typen der
      Mitglieder; die Lücken benannt). team export gibt es im Textformat von Pokémon Showdown aus;
      team import liest einen solchen Text (- für die Standardeingabe) und ersetzt das Team oder
      nennt die erste Zeile, die es nicht übernehmen kann, und ändert nichts; aus einem Backup
      mehrerer Teams (Überschriften === [format] Name ===) wird jedes als eigenes Team
      hinzugefügt. Was ein Set enthält und die Spiele nicht erlauben würden (in der Generation des
      Formats des Teams), bleibt erhalten und wird mit einer Warnung markiert.

      Es werden mehrere Teams gespeichert: team list listet sie auf (* das gerade bearbeitete),
      team new legt eins an und bearbeitet es, team use bearbeitet ein anderes (nach Nummer oder
      Name), team rename benennt das bearbeitete um, team copy dupliziert es, team delete löscht
      eins.

      calc liest eine Schadensrechnung, wie Pokémon Showdown sie schreibt, und gibt sie aus, wie
      Showdown es täte, mit dem Schaden, seinem Anteil an den KP des Verteidigers und der
      K.O.-Chance (Generation 9, Einzelkampf):
      "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran". Der Angreifer: eine
      Boost-Stufe (+2), Lvl N, seine EVs (252+ Atk: + oder - für sein Wesen, N IVs, wenn nicht 31;
      252+ Atk (Def) with Power Trick), Item, Fähigkeit, burned, Tera TYPE, das Pokémon mit seinem
      Showdown-Namen, with Power Trick, switching boosted (Verfolgung), die Attacke ((3 hits) für
      eine Mehrfachtreffer-Attacke). Der Verteidiger: Boost-Stufe, Lvl N, 252 HP / 4 Def, Item,
      Fähigkeit, Tera TYPE, das Pokémon; danach in Sun|Rain|Sand|Snow,
      in Electric|Grassy|Psychic|Misty Terrain, through Reflect|Light Screen, with Power Trick,
      with an ally's Aurora Veil, on a critical hit, in Wonder Room. Was weggelassen wird, ist
      Showdowns Standard: Level 100, 31 IVs, keine EVs, ein neutrales Wesen, die erste Fähigkeit,
      kein Item, volle KP. Die K.O.-Chance berücksichtigt wie Showdown das Wetter, Überreste oder
      Giftschleim des Verteidigers, Grasfeld, --stealth-rock und --spikes N (1 bis 3) auf
      seiner Seite, --leech-seed und --defender-status poison, toxic oder burn. In der App öffnet
      d auf einem Teammitglied oder einer Detailansicht den Rechner. Bei einem Wort, das es nicht
      einordnen kann, endet es mit Status 1 und nennt das Wort und was dort erwartet wurde.

      show --where gibt aus, wo ein Pokémon in einem Spiel zu finden ist (--game, Standard ist das
      neueste, in dem es vorkommt): jeden Ort und darunter, wie (laufend, surfend, mit einer
      Angel, als Geschenk, …), die Level, die Chance und die Bedingungen (Tageszeit, Jahreszeit,
      Schwarm, …), mit den Spielen des Paars, die es haben, wenn es nicht in beiden vorkommt. In
      einem Spiel, in dem es nicht zu finden, wohl aber durch Entwicklung zu erhalten ist, wird
      genannt, was zu entwickeln ist und wo das zu finden ist. PokeAPIs Begegnungen enden mit den
      Erweiterungen von Schwert / Schild. location gibt auf dieselbe Weise Spiel für Spiel aus,
      was an einem Ort zu finden ist (sein Name in jeder Sprache oder ein Teil davon).

      item gibt ein Item aus: seine Kategorie, seinen Effekt, den Pokédex-Text, die
      Schleuder-Stärke, den Preis, die Generationen, in denen es vorkommt, und die Pokémon, die es
      wild tragen (wie oft, in welchen Spielen). Der Name darf in jeder Sprache sein, auch mit
      einem Tippfehler (leftovers, Überreste).

      natures gibt die 25 Wesen aus: den Wert, den jedes erhöht, und den, den es senkt (um ein
      Zehntel), und den Geschmack, den es mag und den es nicht mag; die neutralen zuletzt.

      Optionen:
        --json         Gibt stattdessen JSON aus (die Felder stehen in der README)
        --rolls        Auch die sechzehn Schadenswürfe (calc)
        --stealth-rock, --spikes N
                       Fallen auf der Seite des Verteidigers, in der K.O.-Chance (calc)
        --leech-seed, --defender-status poison|toxic|burn
                       Schaden am Rundenende für den Verteidiger, in der K.O.-Chance (calc)
        --limit N      Höchstens N Ergebnisse (search; Standard 20, 0 für alle)
        --moves        Die erlernbaren Attacken statt der Karte (show)
        --where        Die Fundorte statt der Karte (show)
        --game G       Das Spiel für --moves, --where, move und location (Standard: das neueste)
        --lang en|es|fr|de|ja
                       Namen und Wörter auf Englisch, Spanisch, Französisch, Deutsch oder
                       Japanisch (Standard: das Gebietsschema)
        --no-color     Keine Farben (auch wenn NO_COLOR gesetzt ist; eine Pipe bekommt keine)
        --source embedded|live
                       Offline-Snapshot (Standard) oder PokeAPI über HTTP mit lokalem Cache
        --api-url URL  PokeAPIs Adresse für --source live
        --help         Zeigt diese Hilfe
      """)
}
