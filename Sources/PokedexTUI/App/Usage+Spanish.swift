extension Usage {
  /// The texts in Spanish.
  static let spanish = Texts(
    usage: "Uso:",
    app: """
      Una Pokédex de terminal: todos los Pokémon y sus formas, sin conexión. show muestra la ficha
      de un Pokémon, search los Pokémon que encuentra una búsqueda, ability y move quién tiene una
      habilidad o aprende un movimiento, compare varios Pokémon lado a lado, team el equipo
      guardado, calc un cálculo de daño tal como lo escribe Showdown, natures las estadísticas y
      los sabores de las naturalezas, location lo que se encuentra en un lugar, item un objeto y
      quién lo lleva, para scripts (pokedex-tui show --help da más detalles). Sus opciones --lang,
      --no-color, --source y --api-url van antes o después de la orden.

      Opciones:
        --lang en|es|fr|de|ja
                       Interfaz y nombres de Pokémon en inglés, español, francés, alemán o japonés
                       (por defecto: la configuración regional, según LC_ALL, LC_MESSAGES o LANG;
                       si no, inglés)
        --no-color     Sin colores (también si NO_COLOR está definida o TERM=dumb)
        --source embedded|live
                       Instantánea sin conexión (por defecto) o PokeAPI por HTTP con una caché
                       local
        --api-url URL  Dirección de PokeAPI para --source live (por defecto https://pokeapi.co)
        --record FILE  Graba la sesión (cada acción, con su marca de tiempo) en FILE
        --replay FILE  Reproduce una sesión grabada a la velocidad con la que se grabó,
                       comprobando que cada estado de la pantalla coincide con la grabación;
                       cualquier tecla la detiene
        --speed N      Reproduce N veces más rápido (2, 0.5, ...; por defecto 1); solo con
                       --replay
        --help         Muestra esta ayuda
        --version      Muestra la versión

      Teclas: flechas o j/k mueven, Enter abre, Esc o q vuelve atrás, / busca, f favoritos,
      s sprite variocolor, o ordena (O invierte), t filtra, r reintenta, Tab cambia de pantalla,
      ? muestra todas las teclas.
      """,
    commands: """
      show muestra la ficha de un Pokémon: número, nombre, categoría, tipos, altura, peso,
      habilidades, estadísticas base, evolución y debilidades por tipo, con su sprite en un
      terminal en color cuando la caché lo tiene (pokedex-tui sync --sprites) o con --source live.
      El nombre puede estar en cualquier idioma y tener una errata; con un nombre desconocido o
      ambiguo, termina con código 1 y sugiere nombres.

      show muestra también el efecto de cada habilidad, la entrada de la Pokédex del juego más
      reciente que tenga una, los datos de entrenamiento y crianza, y las formas de la especie.
      Una forma se nombra como se suele escribir (mega charizard x, charizard-mega-x,
      alolan raichu, rotom wash) o por su número (10034).

      search muestra los Pokémon que coinciden, los mejores primero, uno por línea: número,
      nombre, tipos y el nombre que coincidió cuando es otro. Si no encuentra nada, termina con
      código 1. Además de palabras, la búsqueda admite términos, que deben cumplirse todos:
      type:fire (type:fire/flying: ambos), gen:1-3, hp>100 (hp atk def spa spd spe bst;
      < <= = >= >), weak:water, resists:grass, immune:ground, ability:levitate, learns:trick-room
      (en game:scarlet-violet; si no, en el más reciente), in:viridian-forest (aparece allí en
      estado salvaje, en el juego de game: si se indica), egg:dragon,
      is:legendary|mythical|baby|mega|regional|gmax; - o ! niega un término, | da alternativas. Si
      un término no se puede leer, termina con código 1 indicando cuál.

      ability muestra el efecto de una habilidad y todos los Pokémon y formas que la tienen
      (marcados los que la tienen como oculta). El nombre puede estar en cualquier idioma
      (levitate, Levitación); si es desconocido, termina con código 1.

      show --moves muestra los movimientos que aprende en un juego (--game: un grupo de juegos
      como scarlet-violet o un juego como scarlet; por defecto, el más reciente en el que aprende
      alguno) por método: por nivel con los niveles, máquinas con sus números, huevo, tutor,
      otros. move muestra un movimiento (tipo, categoría, potencia, precisión, PP, prioridad,
      objetivo, generación, efecto) y quién lo aprende en un juego, por método. Con un juego que
      no existe, o en el que no se aprende nada, termina con código 1 e indica los válidos.

      compare muestra de dos a cuatro Pokémon lado a lado (un nombre de varias palabras, entre
      comillas): tipos, habilidades, cada estadística base y el total (* marca la más alta; las
      demás muestran su diferencia con ella), debilidades, resistencias, inmunidades y quién es
      más rápido que quién.

      team muestra el equipo (hasta seis, guardado junto a los favoritos) con su cobertura
      defensiva (quién es débil a cada tipo de ataque, lo resiste o es inmune a él; se marcan las
      debilidades que comparten tres) y su cobertura ofensiva (lo mejor que hacen sus movimientos
      contra cada tipo, o los propios tipos de sus miembros si no se han elegido movimientos; con
      los huecos señalados). team export lo muestra en el formato de texto de Pokémon Showdown;
      team import lee uno (- para la entrada estándar) y reemplaza el equipo, o nombra la primera
      línea que no puede aceptar y no cambia nada; una copia de seguridad de varios equipos
      (cabeceras === [format] Name ===) añade cada uno como un equipo propio. Lo que un set tenga
      que los juegos no permitirían (en la generación del formato del equipo) se conserva y se
      marca con un aviso.

      Se guardan varios equipos: team list los lista (* el que se está editando), team new crea
      uno y lo edita, team use edita otro (por número o nombre), team rename cambia el nombre del
      que se está editando, team copy lo duplica, team delete borra uno.

      calc lee un cálculo de daño tal como lo escribe Pokémon Showdown y lo muestra como lo haría
      Showdown, con el daño, la parte de los PS del defensor que supone y la probabilidad de KO
      (generación 9, combates individuales): "252+ Atk Choice Band Garchomp Earthquake vs.
      252 HP / 4 Def Heatran". El atacante: un cambio de estadísticas (+2), Lvl N, sus EV
      (252+ Atk: + o - según su naturaleza, N IVs si no son 31; 252+ Atk (Def) con Power Trick),
      objeto, habilidad, burned, Tera TYPE, el Pokémon por su nombre en Showdown, with Power
      Trick, switching boosted (Persecución), el movimiento ((3 hits) para un movimiento de varios
      golpes). El defensor: cambio de estadísticas, Lvl N, 252 HP / 4 Def, objeto, habilidad, Tera
      TYPE, el Pokémon; después in Sun|Rain|Sand|Snow, in Electric|Grassy|Psychic|Misty Terrain,
      through Reflect|Light Screen, with Power Trick, with an ally's Aurora Veil, on a critical
      hit, in Wonder Room. Lo que se omite toma el valor por defecto de Showdown: nivel 100, IV a
      31, sin EV, una naturaleza neutra, la primera habilidad, sin objeto, PS completos. La
      probabilidad de KO tiene en cuenta el clima, los Restos o el Lodo Negro del defensor,
      el Campo de Hierba, --stealth-rock y --spikes N (de 1 a 3) en su lado, --leech-seed y
      --defender-status poison, toxic o burn, como hace Showdown. En la app, d sobre un miembro
      del equipo o un detalle abre la calculadora. Si no sabe ubicar una palabra, termina con
      código 1 indicándola junto con lo que se esperaba en ese lugar.

      show --where muestra dónde se encuentra un Pokémon en un juego (--game; por defecto, el más
      reciente en el que aparece): cada lugar y, debajo, cómo (caminando, surfeando, con una caña,
      como regalo, …), los niveles, la probabilidad y las condiciones (hora, estación, aparición
      masiva, …), con los juegos de la pareja que lo tienen cuando no lo tienen ambos. En un juego
      en el que no aparece pero al que se llega por evolución, indica qué evolucionar y dónde se
      encuentra eso. Los encuentros de PokeAPI terminan con las expansiones de Espada / Escudo.
      location muestra lo que se encuentra en un lugar (su nombre en cualquier idioma, o parte de
      él), juego a juego de la misma manera.

      item muestra un objeto: su categoría, efecto, texto de la Pokédex, poder de Lanzamiento,
      precio, las generaciones en las que está y los Pokémon que lo llevan en estado salvaje (con
      qué frecuencia, en qué juegos). El nombre puede estar en cualquier idioma y tener una errata
      (leftovers, Restos).

      natures muestra las 25 naturalezas: la estadística que sube cada una y la que baja (en una
      décima parte), y el sabor que le gusta y el que no; las neutras, al final.

      Opciones:
        --json         Muestra JSON en su lugar (los campos se enumeran en el README)
        --rolls        También las dieciséis tiradas de daño (calc)
        --stealth-rock, --spikes N
                       Trampas en el lado del defensor, en la probabilidad de KO (calc)
        --leech-seed, --defender-status poison|toxic|burn
                       Daño al final del turno al defensor, en la probabilidad de KO (calc)
        --limit N      Como mucho N resultados (search; por defecto 20, 0 para todos)
        --moves        Los movimientos que aprende en lugar de la ficha (show)
        --where        Dónde se encuentra en lugar de la ficha (show)
        --game G       El juego para --moves, --where, move y location (por defecto: el más
                       reciente)
        --lang en|es|fr|de|ja
                       Nombres y palabras en inglés, español, francés, alemán o japonés (por
                       defecto: la configuración regional)
        --no-color     Sin colores (también si NO_COLOR está definida; una tubería no recibe
                       ninguno)
        --source embedded|live
                       Instantánea sin conexión (por defecto) o PokeAPI por HTTP con una caché
                       local
        --api-url URL  Dirección de PokeAPI para --source live
        --help         Muestra esta ayuda
      """)
}
