import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The team screen: up to six members, saved like the favourites (fail-closed, shared between
/// terminals), each with an ability and up to four moves picked from its learnsets, and what
/// the team covers (``TeamCoverage``). Members come from `a` on any screen; `E` and `I` write
/// and read the team as a Showdown paste in `team.txt` beside the saved team.
public struct TeamFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// Every team, shared with every screen and saved to disk.
    @Shared(.team) public var book: TeamBook

    /// The members of the team being edited.
    public var members: [TeamMember] { book.members }

    /// Edits the team being edited's members, saved and shared; with no team yet, the first
    /// one is started, named as ``naming`` says.
    mutating func editMembers(_ body: (inout [TeamMember]) -> Void) {
      editBook { body(&$0.members) }
    }

    /// Edits the book with a team to edit in it (the first started, as ``editMembers(_:)``
    /// does): one change of the shared value, so another terminal never sees half of it (an
    /// import's members without the name its header gave).
    mutating func editBook(_ body: (inout TeamBook) -> Void) {
      let first = naming.team(1)
      $book.withLock { book in
        book.startFirstTeam(named: first)
        body(&book)
      }
    }

    /// How new teams and copies are named, in the display language (``Action/namingChosen(_:)``).
    public var naming = Naming()

    /// The names the reducer gives teams, as templates whose `%@` is a number or a name.
    public struct Naming: Equatable, Sendable, Codable {
      /// A new team's name, `%@` its number: `Team %@`.
      public var team: String
      /// A copy's name, `%@` the original's: `%@ (copy)`.
      public var copy: String

      public init(team: String = "Team %@", copy: String = "%@ (copy)") {
        (self.team, self.copy) = (team, copy)
      }

      /// The name of the team numbered `number`.
      public func team(_ number: Int) -> String { filled(team, [String(number)]) }

      /// The name of a copy of the team named `name`.
      public func copy(of name: String) -> String { filled(copy, [name]) }
    }
    /// Each member's Pokémon and the moves it can learn, by id; loaded on appear and as
    /// members come.
    public var entries: [Int: Entry] = [:]
    /// The type chart, for the coverage.
    public var chart: TypeChart?
    /// What failed to load, if anything did.
    public var failure: String?
    /// The move picker, while open.
    public var picker: Picker?
    /// The list of teams, while open: the highlighted one, and the name being typed when
    /// renaming it.
    public var teamList: TeamList?

    /// The list of teams (`T`): switch, create, rename, duplicate, delete.
    public struct TeamList: Equatable, Sendable, Codable {
      public var highlighted = 0
      /// The new name typed so far, while renaming the highlighted team.
      public var renaming: String?

      /// The list with `highlighted` highlighted, and the name typed so far when renaming.
      public init(highlighted: Int = 0, renaming: String? = nil) {
        (self.highlighted, self.renaming) = (highlighted, renaming)
      }
    }
    /// What the last addition, export or import did, for the status line.
    public var notice: Notice?
    /// The last paste exported, for the terminal's clipboard: the front end copies it there
    /// once per export (each export counts one more).
    public var clipboard: Exported?

    /// An exported paste, numbered so that exporting the same text again copies it again.
    public struct Exported: Equatable, Sendable, Codable {
      public var number: Int
      public var text: String
    }
    /// This terminal's changes to the team, the last one last, for `u` to undo (at most
    /// ``undoLimit``).
    public var undo: [Undo] = []
    /// Moves members hold that their Pokémon learn in no game the data has (a paste's, kept
    /// with a warning), by slug: shown like the others, never dropped.
    public var otherMoves: [String: MoveInfo] = [:]

    public init() {}

    /// What the screen says at its foot after an addition, an export or an import; the screen
    /// words it in its language.
    public enum Notice: Equatable, Sendable, Codable {
      /// A seventh member was refused.
      case full
      /// A fifth move was refused: a Pokémon knows four.
      case movesFull
      /// This Pokémon is in the team already; it was not added twice.
      case alreadyIn(Pokemon)
      /// This Pokémon left the team (`u` brings it back).
      case removed(Pokemon)
      /// Another terminal took this Pokémon out of the team while its picker was open here:
      /// the picker closed, so a choice would not land on another member.
      case removedElsewhere(Pokemon)
      /// The last change was undone.
      case undone
      /// There was nothing to undo.
      case nothingToUndo
      /// `u` took back a change that no longer changed anything: another terminal had removed
      /// its member, or made the same change since.
      case undoChangedNothing
      /// This Pokémon joined.
      case joined(Pokemon)
      /// The paste was written to this file; the one it replaced, if any, was kept at
      /// `previous`.
      case written(path: String, previous: String?)
      /// The team was replaced by this many members; what of it is not legal, by line.
      case imported(count: Int, warnings: [ShowdownPaste.Problem])
      /// A backup's teams joined as teams of their own, the first now edited.
      case importedTeams(names: [String], warnings: [ShowdownPaste.Problem])
      /// The paste was refused at this line; the team is as it was.
      case refused(ShowdownPaste.Problem)
      /// The paste's file could not be read, and why; the team is as it was.
      case unreadable(path: String, FileTrouble)
      /// The team could not be written to this file (`team.txt`, or the backup beside it).
      case unwritable(path: String, FileTrouble)
      /// Now editing this team.
      case editing(String)
      /// This team was deleted (`u` brings it back).
      case deleted(String)
      /// Something failed: an English message that opens with what failed
      /// (`Couldn't import: …`), the reason after it as it came.
      case failed(String)
    }

    /// What stood in the way of reading or writing `team.txt`.
    public enum FileTrouble: Error, Equatable, Sendable, Codable {
      /// There is no such file.
      case missing
      /// A folder has its name.
      case folder
      /// It holds something that is not UTF-8 text.
      case notText
      /// The system refused, with its reason as it came (`Permission denied`).
      case system(String)
    }

    /// How to take back one change this terminal made to the team. Each undoes only its own
    /// change, member by member, so another terminal's changes since then stay.
    public enum Undo: Equatable, Sendable, Codable {
      /// A member was added: remove it.
      case added(UUID)
      /// This member was removed from this place: put it back.
      case removed(TeamMember, at: Int)
      /// A member was edited; this is how it was.
      case edited(TeamMember)
      /// The whole team was replaced (an import); these were its members, and its name and
      /// format when the paste's header changed them (nil when it did not, so a rename made
      /// since in another terminal stays).
      case replaced([TeamMember], label: Label? = nil)
      /// The teams were changed (a team added, removed, renamed or switched to); this is how
      /// they were.
      case teams(TeamBook)
    }

    /// A team's name and the format its sets are checked in.
    public struct Label: Equatable, Sendable, Codable {
      public var name: String
      public var format: String?
    }

    /// The most changes `u` can take back.
    public static let undoLimit = 30

    /// Keeps `change` for `u`. The notice goes with it: it told of the change before ("… left
    /// the team (u undoes)", "The team is full"), and a change that has words of its own says
    /// them after.
    mutating func remember(_ change: Undo) {
      notice = nil
      undo.append(change)
      if undo.count > Self.undoLimit { undo.removeFirst(undo.count - Self.undoLimit) }
    }

    /// A member's Pokémon and every move it learns in some game, by slug order.
    public struct Entry: Equatable, Sendable, Codable {
      public var pokemon: Pokemon
      public var learnable: [MoveInfo]
      /// The slugs of the moves it may know: its own, its species' usual form's and its
      /// pre-evolutions' (see ``SetCheck/legalMoves(of:upTo:in:)``); nil until known.
      public var legalMoves: [String]?
      /// The generations in which it learns each of its moves, by slug; nil until known.
      public var generations: [String: [Int]]?

      public init(
        pokemon: Pokemon, learnable: [MoveInfo], legalMoves: [String]? = nil,
        generations: [String: [Int]]? = nil
      ) {
        self.pokemon = pokemon
        self.learnable = learnable
        self.legalMoves = legalMoves
        self.generations = generations
      }
    }

    /// What of each member's set the games would not allow (``SetCheck``), by member id.
    public var warnings: [UUID: [Message]] {
      var result: [UUID: [Message]] = [:]
      for member in members {
        guard let entry = entries[member.pokemon] else { continue }
        let generation = book.current?.generation
        var legal = Set(entry.legalMoves ?? entry.learnable.map(\.slug))
        // In a format's generation: its own moves learned by then, and its family's.
        if let generation, let generations = entry.generations {
          legal.subtract(generations.filter { !$0.value.contains { $0 <= generation } }.keys)
        }
        let warnings = SetCheck.warnings(
          member, pokemon: member.pokemon(entry.pokemon), legalMoves: legal,
          generation: generation
        ) { slug in entry.learnable.first { $0.slug == slug } ?? otherMoves[slug] }
        if !warnings.isEmpty { result[member.id] = warnings }
      }
      return result
    }

    /// A picker over the team: a member's moves, item or nature, or its EVs; which row is
    /// highlighted, and the text typed to filter the rows.
    public struct Picker: Equatable, Sendable, Codable {
      public enum Kind: String, Equatable, Sendable, Codable { case moves, item, nature, evs }
      /// The member's place in the team; it follows the member (``memberID``) when another
      /// terminal changes the team.
      public var member: Int
      /// The member the picker was opened for, and its Pokémon.
      public var memberID: UUID?
      public var pokemon: Int?
      public var kind: Kind
      public var highlighted = 0
      /// Rows whose name (in any language, or slug) contains it, case, spaces and accents aside.
      public var filter = ""

      public init(
        member: Int, of teamMember: TeamMember? = nil, kind: Kind = .moves,
        highlighted: Int = 0, filter: String = ""
      ) {
        (self.member, self.kind, self.highlighted, self.filter) = (
          member, kind, highlighted, filter
        )
        (memberID, pokemon) = (teamMember?.id, teamMember?.pokemon)
      }

      /// Its member's place in `members`, found by id (by place for a picker from before
      /// ids): what an edit looks up inside the shared team's lock, where another terminal's
      /// change cannot move the member between the look and the edit.
      public func index(in members: [TeamMember]) -> Int? {
        if let memberID { return members.firstIndex { $0.id == memberID } }
        return members.indices.contains(member) ? member : nil
      }
    }

    /// One row of a picker: a move, an item or a nature (nil: none).
    public enum Choice: Equatable, Sendable {
      case move(MoveInfo, inGame: Bool)
      case item(PokedexSets.Item?)
      case nature(PokedexSets.Nature?)
    }

    /// The item categories a picker offers: what a Pokémon holds in battle.
    public static let battleItemCategories: Set<String> = [
      "held-items", "choice", "bad-held-items", "type-enhancement", "type-protection",
      "in-a-pinch", "picky-healing", "medicine", "other", "effort-drop", "effort-training",
      "mega-stones", "z-crystals", "plates", "memories", "jewels", "species-specific",
    ]

    /// The place in the team of the open picker's member, found by its id; nil when no
    /// picker is open or its member is gone.
    public var pickedIndex: Int? { picker?.index(in: members) }

    /// Moves an open picker to its member's place in the team, which another terminal may
    /// have changed (the shared team changes as soon as its file does, before the action that
    /// tells of it); when the member is gone, closes the picker and says so, so that a choice
    /// made in it never lands on whoever took the member's place.
    mutating func followPickedMember() {
      guard let picker else { return }
      if let index = pickedIndex {
        self.picker?.member = index
      } else {
        self.picker = nil
        if let entry = picker.pokemon.flatMap({ entries[$0] }) {
          notice = .removedElsewhere(entry.pokemon)
        }
      }
    }

    /// The rows of the open picker, filtered: a move picker's moves legal in the team's game
    /// first (a format's generation or before; else the newest generation the Pokémon learns
    /// anything in), then its others; an item picker's battle items, a nature picker's
    /// natures, each after "none".
    public var pickerChoices: [Choice] {
      guard let picker, let index = pickedIndex else { return [] }
      let key = nameKey(picker.filter)
      func matches(_ names: [String]) -> Bool {
        key.isEmpty || names.contains { nameKey($0).contains(key) }
      }
      let sets = PokedexSets.embedded
      switch picker.kind {
      case .moves:
        guard let entry = entries[members[index].pokemon] else { return [] }
        let generations = entry.generations ?? [:]
        let format = book.current?.generation
        let newest = generations.values.flatMap { $0 }.max()
        let rows = entry.learnable.filter { matches([$0.slug] + Array($0.names.values)) }.map {
          move in
          let learned = generations[move.slug] ?? []
          let inGame =
            format.map { g in learned.contains { $0 <= g } } ?? learned.contains(newest ?? 0)
          return Choice.move(move, inGame: inGame)
        }
        return rows.filter { if case .move(_, true) = $0 { true } else { false } }
          + rows.filter { if case .move(_, false) = $0 { true } else { false } }
      case .item:
        let items = sets.items.filter {
          Self.battleItemCategories.contains($0.category)
            && matches([$0.slug] + Array($0.names.values))
        }
        // One row per name: a few items share one (two berries of different games).
        var names = Set<String>()
        let unique = items.sorted { $0.name < $1.name }.filter { names.insert($0.name).inserted }
        return (key.isEmpty ? [.item(nil)] : []) + unique.map { .item($0) }
      case .nature:
        let natures = sets.natures.filter { matches([$0.slug] + Array($0.names.values)) }
        return (key.isEmpty ? [.nature(nil)] : [])
          + natures.sorted { $0.name < $1.name }.map { .nature($0) }
      case .evs:
        return []
      }
    }

    /// The members whose Pokémon are loaded, with their chosen moves.
    public var loadedMembers: [(member: TeamMember, pokemon: Pokemon, moves: [MoveInfo])] {
      members.compactMap { member in
        entries[member.pokemon].map { entry in
          let moves = member.moves.compactMap { slug in
            entry.learnable.first { $0.slug == slug } ?? otherMoves[slug]
          }
          return (member, member.pokemon(entry.pokemon), member.asUsed(moves))
        }
      }
    }

    /// What the team covers, once its Pokémon and the chart are in.
    public var coverage: TeamCoverage? {
      guard let chart else { return nil }
      let members = loadedMembers
      return TeamCoverage(
        members.map { ($0.pokemon, $0.moves) }, abilities: members.map(\.member.ability),
        chart: chart)
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case entryLoaded(State.Entry)
    /// A move a member holds that its Pokémon learns in no game.
    case otherMoveLoaded(MoveInfo)
    case chartLoaded(TypeChart)
    case loadFailed(String)
    /// `a`: this Pokémon joins the team (nothing when it is full).
    /// `pokemon` joins as a new member, with `id` (made where the key was pressed, so a
    /// recording replays the same member, and two terminals' members never share one).
    case memberAdded(Pokemon, id: UUID = UUID())
    case memberRemoved(Int)
    /// `u`: takes back this terminal's last change to the team.
    case undoTapped
    /// The member's next ability (none chosen, then each it can have).
    case abilityCycled(Int)
    /// The member's move picker opens (`Enter`).
    case pickerOpened(Int)
    /// The member's item (`i`) or nature (`n`) picker, or its EVs (`v`), open.
    case otherPickerOpened(Int, State.Picker.Kind)
    case pickerMoved(by: Int)
    /// The text that filters the picker's rows.
    case pickerFiltered(String)
    /// The highlighted move in or out of the member's four; the highlighted item or nature
    /// chosen (and the picker closed).
    case pickerToggled
    /// The highlighted EV stat changed by this much, kept within 0 to 252 and 510 in all.
    case evChanged(by: Int)
    case pickerClosed
    /// `E`: the team written to `team.txt` as a Showdown paste.
    case exportTapped
    /// `I`: the team read from `team.txt`.
    case importTapped
    /// The members a paste held, and its warnings (`line 3: … cannot have the ability …`);
    /// the name and format its header gave.
    case imported(
      [TeamMember], warnings: [ShowdownPaste.Problem], name: String? = nil, format: String? = nil)
    /// A backup's teams, each joining as a team of its own.
    case importedTeams([Team], warnings: [ShowdownPaste.Problem])
    /// `T`: the list of teams opens or closes.
    case teamListToggled
    case teamListMoved(by: Int)
    /// Enter: edit the highlighted team.
    case teamChosen
    /// `n`: a new, empty team, edited from now (`id` made where the key was pressed).
    case teamCreated(id: UUID = UUID())
    /// `c`: a copy of the highlighted team, its members with ids of their own.
    case teamCopied(id: UUID = UUID(), memberIDs: [UUID] = (0..<6).map { _ in UUID() })
    /// `d`: the highlighted team is deleted (`u` brings it back).
    case teamDeleted
    /// `r`: renaming the highlighted team starts; typed text, Backspace, Ctrl-U (the whole
    /// name typed so far goes), Enter and Esc.
    case renameStarted
    case renameTyped(String)
    case renameErased
    case renameCleared
    case renameFinished
    case renameCancelled
    case noticed(State.Notice)
    /// `E` wrote this paste to `path` (the file it replaced kept at `previous`).
    case exported(String, path: String, previous: String?)
    /// Another copy of the app saved these teams.
    case teamChangedElsewhere(TeamBook)
    /// How the front names new teams and copies in its language; sent once as the session
    /// starts, before the first screen appears, so a recording names them as the session did.
    case namingChosen(State.Naming)
  }

  enum CancelID { case load }

  @Dependency(\.pokemonClient) var client
  @Dependency(\.dataDirectory) var dataDirectory

  public init() {}

  /// The file `E` writes and `I` reads.
  public static func pasteFile(in directory: DataDirectory) -> URL {
    directory.url.appendingPathComponent("team.txt", isDirectory: false)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return load(&state)

    case .otherMoveLoaded(let move):
      state.otherMoves[move.slug] = move
      return .none

    case .entryLoaded(let entry):
      state.entries[entry.pokemon.id] = entry
      return .none

    case .chartLoaded(let chart):
      state.chart = chart
      return .none

    case .loadFailed(let message):
      state.failure = message
      return .none

    case .memberAdded(let pokemon, let id):
      guard state.members.count < TeamMember.teamCapacity else {
        state.notice = .full
        return .none
      }
      // A team holds a species once, as the games' rules have it: say so rather than add it.
      if state.members.contains(where: { $0.pokemon == pokemon.id }) {
        state.notice = .alreadyIn(pokemon)
        return .none
      }
      state.editMembers { $0.append(TeamMember(pokemon: pokemon.id, id: id)) }
      state.remember(.added(id))
      state.notice = .joined(pokemon)
      return load(&state)

    case .memberRemoved(let index):
      guard state.members.indices.contains(index) else { return .none }
      let member = state.members[index]
      state.editMembers { _ = $0.remove(at: index) }
      state.remember(.removed(member, at: index))
      state.picker = nil
      state.notice = state.entries[member.pokemon].map { .removed($0.pokemon) }
      return .none

    case .undoTapped:
      // The last change, taken back; one another terminal has overtaken (its member gone,
      // the same change made since) changes nothing, and is said so, not said undone.
      if let change = state.undo.popLast() {
        if case .teams(let book) = change {
          state.$book.withLock { $0 = book }
          state.picker = nil
          state.notice = .undone
          return load(&state)
        }
        let before = state.book
        state.editBook { book in
          switch change {
          case .added(let id): book.members.removeAll { $0.id == id }
          case .removed(let member, let index):
            if !book.members.contains(where: { $0.id == member.id }) {
              book.members.insert(member, at: min(index, book.members.count))
            }
          case .edited(let member):
            if let index = book.members.firstIndex(where: { $0.id == member.id }) {
              book.members[index] = member
            }
          case .replaced(let team, let label):
            book.members = team
            if let label, let index = book.currentIndex {
              book.teams[index].name = label.name
              book.teams[index].format = label.format
            }
          case .teams: break
          }
        }
        state.picker = nil
        // Said as it is: a change another terminal overtook is taken off the list, and the
        // next u takes back the one before it.
        guard state.book != before else {
          state.notice = .undoChangedNothing
          return .none
        }
        state.notice = .undone
        return load(&state)
      }
      state.notice = .nothingToUndo
      return .none

    case .abilityCycled(let index):
      guard state.members.indices.contains(index),
        let entry = state.entries[state.members[index].pokemon]
      else { return .none }
      // The abilities it can have in the team's generation (Gengar's Levitate in gen4ou).
      let choices: [String?] =
        [nil]
        + SetCheck.abilities(of: entry.pokemon, in: state.book.current?.generation).map(\.name)
      let now = choices.firstIndex(of: state.members[index].ability) ?? 0
      state.remember(.edited(state.members[index]))
      state.editMembers { $0[index].ability = choices[(now + 1) % choices.count] }
      return .none

    case .pickerOpened(let index):
      guard state.members.indices.contains(index),
        state.entries[state.members[index].pokemon] != nil
      else { return .none }
      state.picker = State.Picker(member: index, of: state.members[index])
      return .none

    case .otherPickerOpened(let index, let kind):
      guard state.members.indices.contains(index),
        state.entries[state.members[index].pokemon] != nil
      else { return .none }
      state.picker = State.Picker(member: index, of: state.members[index], kind: kind)
      // The member's own item or nature highlighted.
      let member = state.members[index]
      let own =
        state.pickerChoices.firstIndex {
          switch $0 {
          case .item(let item): item?.name == member.item
          case .nature(let nature): nature?.name == member.nature
          case .move: false
          }
        } ?? 0
      state.picker?.highlighted = own
      return .none

    case .pickerMoved(let offset):
      guard let picker = state.picker else { return .none }
      let last = picker.kind == .evs ? 5 : state.pickerChoices.count - 1
      guard last >= 0 else { return .none }
      state.picker?.highlighted = min(max(0, picker.highlighted + offset), last)
      return .none

    case .pickerFiltered(let text):
      guard state.picker != nil, state.picker?.kind != .evs else { return .none }
      state.picker?.filter = String(text.prefix(30))
      state.picker?.highlighted = 0
      return .none

    case .pickerToggled:
      state.followPickedMember()
      let choices = state.pickerChoices
      // One look at the shared team (another terminal may change it at any moment), the
      // member found in it by id; the edits below find it again inside the team's lock.
      let members = state.members
      guard let picker = state.picker, let index = picker.index(in: members),
        choices.indices.contains(picker.highlighted)
      else { return .none }
      state.remember(.edited(members[index]))
      switch choices[picker.highlighted] {
      case .move(let move, _):
        state.editMembers { members in
          guard let index = picker.index(in: members) else { return }
          if let at = members[index].moves.firstIndex(of: move.slug) {
            members[index].moves.remove(at: at)
          } else if members[index].moves.count < TeamMember.movesCapacity {
            members[index].moves.append(move.slug)
          }
        }
        let after = state.members
        let moves = picker.index(in: after).map { after[$0].moves } ?? []
        state.notice =
          moves.count == TeamMember.movesCapacity && !moves.contains(move.slug) ? .movesFull : nil
      case .item(let item):
        state.editMembers { members in
          picker.index(in: members).map { members[$0].item = item?.name }
        }
        state.picker = nil
      case .nature(let nature):
        state.editMembers { members in
          picker.index(in: members).map { members[$0].nature = nature?.name }
        }
        state.picker = nil
      }
      return .none

    case .evChanged(let change):
      state.followPickedMember()
      let members = state.members
      guard let picker = state.picker, picker.kind == .evs, let index = picker.index(in: members)
      else { return .none }
      let evs = members[index].evs
      let stat = picker.highlighted
      let others = evs.total - evs[stat]
      let most = min(TeamMember.Stats.mostEVsPerStat, max(0, TeamMember.Stats.mostEVs - others))
      // Up never takes EVs away (a paste's set may be over the limits already), down stops at 0.
      let value =
        change > 0 ? max(evs[stat], min(evs[stat] + change, most)) : max(0, evs[stat] + change)
      guard value != evs[stat] else { return .none }
      state.remember(.edited(members[index]))
      state.editMembers { members in
        picker.index(in: members).map { members[$0].evs[stat] = value }
      }
      return .none

    case .pickerClosed:
      state.picker = nil
      // Said of the picker's moves: not true of anything on screen once it is closed.
      if state.notice == .movesFull { state.notice = nil }
      return .none

    case .exportTapped:
      let team = state.book.current ?? Team(id: Team.firstID, name: state.naming.team(1))
      let file = Self.pasteFile(in: dataDirectory)
      return .run { send in
        let paste = try await ShowdownPaste.write(team, from: client)
        // A different team.txt is not written over: it is kept beside, as team.txt.old, or
        // team.txt.old-2, -3… when an earlier backup holds something else.
        var previous: String?
        switch Self.read(file) {
        case .success(let old) where old != Data(paste.utf8):
          let aside = Self.backupFile(for: file, keeping: old)
          if !FileManager.default.fileExists(atPath: aside.path) {
            if let trouble = Self.write(old, to: aside) {
              return await send(.noticed(.unwritable(path: aside.path, trouble)))
            }
          }
          previous = aside.path
        case .success, .failure(.missing): break
        case .failure(let trouble):
          // One that cannot be read cannot be kept aside, so it is not replaced either.
          return await send(.noticed(.unwritable(path: file.path, trouble)))
        }
        if let trouble = Self.write(Data(paste.utf8), to: file) {
          return await send(.noticed(.unwritable(path: file.path, trouble)))
        }
        await send(.exported(paste, path: file.path, previous: previous))
      } catch: { error, send in
        await send(.noticed(.failed("Couldn't export the team: \(error.localizedDescription)")))
      }

    case .importTapped:
      let file = Self.pasteFile(in: dataDirectory)
      // A paste without a format is checked in the generation of the team it replaces.
      let generation = state.book.current?.generation
      let naming = state.naming
      return .run { send in
        let text: String
        switch Self.read(file).flatMap(Self.text) {
        case .failure(let trouble):
          return await send(.noticed(.unreadable(path: file.path, trouble)))
        case .success(let read): text = read
        }
        let teams: [ShowdownPaste.PastedTeam]
        switch ShowdownPaste.parseTeams(text) {
        case .failure(let problem):
          await send(.noticed(.refused(problem)))
          return
        case .success(let found): teams = found
        }
        switch try await ShowdownPaste.members(of: teams, in: client, generation: generation) {
        case .failure(let problem): await send(.noticed(.refused(problem)))
        case .success(let imported):
          let warnings = imported.flatMap(\.warnings)
          if teams.count == 1 {
            await send(
              .imported(
                imported[0].members, warnings: warnings, name: teams[0].name,
                format: teams[0].format))
          } else {
            // A backup: each team joins as a team of its own.
            let made = zip(teams, imported).enumerated().map { index, pair in
              Team(
                id: UUID(), name: pair.0.name ?? naming.team(index + 1),
                format: pair.0.format, members: pair.1.members)
            }
            await send(.importedTeams(made, warnings: warnings))
          }
        }
      } catch: { error, send in
        await send(.noticed(.failed("Couldn't import: \(error)")))
      }

    case .imported(let members, let warnings, let name, let format):
      // What the header changes, `u` puts back with the members.
      let label = state.book.current.flatMap { team in
        name != nil || format != nil ? State.Label(name: team.name, format: team.format) : nil
      }
      state.remember(.replaced(state.members, label: label))
      state.editBook { book in
        book.members = members
        guard let index = book.currentIndex else { return }
        if let name { book.teams[index].name = book.unusedName(name, renaming: index) }
        if let format { book.teams[index].format = format }
      }
      state.picker = nil
      state.notice = .imported(count: members.count, warnings: warnings)
      return load(&state)

    case .importedTeams(let teams, let warnings):
      guard let first = teams.first else { return .none }
      state.remember(.teams(state.book))
      var names: [String] = []
      state.$book.withLock { book in
        for var team in teams {
          team.name = book.unusedName(team.name)
          names.append(team.name)
          book.teams.append(team)
        }
        book.currentID = first.id
      }
      state.picker = nil
      state.notice = .importedTeams(names: names, warnings: warnings)
      return load(&state)

    case .teamListToggled:
      state.teamList =
        state.teamList == nil ? State.TeamList(highlighted: state.book.currentIndex ?? 0) : nil
      state.picker = nil
      return .none

    case .teamListMoved(let offset):
      guard let list = state.teamList, !state.book.teams.isEmpty, list.renaming == nil else {
        return .none
      }
      let last = state.book.teams.count - 1
      state.teamList?.highlighted = min(max(0, list.highlighted + offset), last)
      return .none

    case .teamChosen:
      guard let list = state.teamList, state.book.teams.indices.contains(list.highlighted) else {
        return .none
      }
      let team = state.book.teams[list.highlighted]
      if state.book.current?.id != team.id {
        state.remember(.teams(state.book))
        state.$book.withLock { $0.currentID = team.id }
      }
      state.teamList = nil
      state.notice = .editing(team.name)
      return load(&state)

    case .teamCreated(let id):
      state.remember(.teams(state.book))
      let name = state.book.unusedName(state.naming.team(state.book.teams.count + 1))
      state.$book.withLock { book in
        book.teams.append(Team(id: id, name: name))
        book.currentID = id
      }
      state.teamList = State.TeamList(highlighted: state.book.teams.count - 1)
      state.notice = .editing(name)
      return .none

    case .teamCopied(let id, let memberIDs):
      guard let list = state.teamList, state.book.teams.indices.contains(list.highlighted) else {
        return .none
      }
      let original = state.book.teams[list.highlighted]
      state.remember(.teams(state.book))
      let name = state.book.unusedName(state.naming.copy(of: original.name))
      state.$book.withLock { book in
        var copy = Team(id: id, name: name, format: original.format, members: original.members)
        for index in copy.members.indices where memberIDs.indices.contains(index) {
          copy.members[index].id = memberIDs[index]
        }
        book.teams.append(copy)
        book.currentID = id
      }
      let last = state.book.teams.count - 1
      state.teamList?.highlighted = last
      state.notice = .editing(name)
      return .none

    case .teamDeleted:
      guard let list = state.teamList, state.book.teams.indices.contains(list.highlighted) else {
        return .none
      }
      let team = state.book.teams[list.highlighted]
      state.remember(.teams(state.book))
      state.$book.withLock { book in
        book.teams.removeAll { $0.id == team.id }
        if book.currentID == team.id { book.currentID = book.teams.first?.id }
      }
      let last = state.book.teams.count - 1
      state.teamList?.highlighted = max(0, min(list.highlighted, last))
      state.notice = .deleted(team.name)
      return load(&state)

    case .renameStarted:
      guard let list = state.teamList, state.book.teams.indices.contains(list.highlighted) else {
        return .none
      }
      let name = state.book.teams[list.highlighted].name
      state.teamList?.renaming = name
      return .none

    case .renameTyped(let text):
      guard state.teamList?.renaming != nil else { return .none }
      // A name is one line of printable text.
      state.teamList?.renaming? += text.filter {
        !$0.isNewline && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }
      return .none

    case .renameErased:
      guard state.teamList?.renaming?.isEmpty == false else { return .none }
      state.teamList?.renaming?.removeLast()
      return .none

    case .renameCleared:
      guard state.teamList?.renaming?.isEmpty == false else { return .none }
      state.teamList?.renaming = ""
      return .none

    case .renameCancelled:
      state.teamList?.renaming = nil
      return .none

    case .renameFinished:
      guard let list = state.teamList, let typed = list.renaming,
        state.book.teams.indices.contains(list.highlighted)
      else { return .none }
      state.teamList?.renaming = nil
      let name = typed.trimmingCharacters(in: .whitespaces)
      let team = state.book.teams[list.highlighted]
      guard !name.isEmpty, name != team.name else { return .none }
      state.remember(.teams(state.book))
      let unused = state.book.unusedName(name)
      state.$book.withLock { book in
        if let index = book.teams.firstIndex(where: { $0.id == team.id }) {
          book.teams[index].name = unused
        }
      }
      return .none

    case .noticed(let message):
      state.notice = message
      return .none

    case .exported(let paste, let path, let previous):
      state.notice = .written(path: path, previous: previous)
      state.clipboard = State.Exported(number: (state.clipboard?.number ?? 0) + 1, text: paste)
      return .none

    case .namingChosen(let naming):
      state.naming = naming
      return .none

    case .teamChangedElsewhere(let book):
      // Already so when the file's change reached this process; a replay sets it here.
      if state.book != book { state.$book.withLock { $0 = book } }
      state.followPickedMember()
      return load(&state)
    }
  }

  /// Where `E` keeps `contents`, the `team.txt` at `file` it is about to replace: `team.txt.old`,
  /// else the first of `team.txt.old-2`, `-3`… that is free or holds `contents` already, so
  /// that no earlier backup (a paste the player wrote by hand, kept by a first export) is
  /// replaced by a later one.
  static func backupFile(for file: URL, keeping contents: Data) -> URL {
    let first = file.appendingPathExtension("old")
    let folder = file.deletingLastPathComponent()
    func numbered(_ number: Int) -> URL {
      number == 1 ? first : file.appendingPathExtension("old-\(number)")
    }
    // A backup that holds it already, whatever its number (one may have been removed).
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted()
    where name == first.lastPathComponent || name.hasPrefix(first.lastPathComponent + "-") {
      let url = folder.appendingPathComponent(name)
      if FileManager.default.contents(atPath: url.path) == contents { return url }
    }
    // Else the first name free (a folder in a backup's place is left alone).
    return (1...).lazy.map(numbered).first { !FileManager.default.fileExists(atPath: $0.path) }!
  }

  /// The bytes of the file at `url`, or what stands in the way: what `I` and the shell's
  /// `team import` read a paste with.
  public static func read(_ url: URL) -> Result<Data, State.FileTrouble> {
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      return .failure(errno == ENOENT ? .missing : .system(String(cString: strerror(errno))))
    }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(.folder) }
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
    defer { close(descriptor) }
    // Read here rather than by Foundation, whose failure says only "The operation could not
    // be completed" and a number: the system's reason (`Input/output error`) is kept.
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(data) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.system(String(cString: strerror(errno))))
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// `data` as UTF-8 text, as a paste is.
  public static func text(_ data: Data) -> Result<String, State.FileTrouble> {
    String(data: data, encoding: .utf8).map { .success($0) } ?? .failure(.notText)
  }

  /// Writes `data` to `url` whole (a new file renamed into place), or says what stood in the way.
  static func write(_ data: Data, to url: URL) -> State.FileTrouble? {
    var status = stat()
    if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return .folder }
    do {
      try writeAtomically(data, to: url)
      return nil
    } catch {
      // The system's words ("No space left on device"), not Foundation's "could not be
      // completed", for a missing folder that cannot be made too.
      return .system(error.reason)
    }
  }

  /// Loads what is not loaded yet: the chart, and each member's Pokémon and learnable moves.
  private func load(_ state: inout State) -> Effect<Action> {
    let missing = Set(state.members.map(\.pokemon)).subtracting(state.entries.keys).sorted()
    let needsChart = state.chart == nil
    let members = state.members
    let learnable = state.entries.mapValues { Set($0.learnable.map(\.slug)) }
    let known = Set(state.otherMoves.keys)
    /// The moves of members whose Pokémon's learnsets are in `learnable` and lack them.
    @Sendable func others(_ learnable: [Int: Set<String>]) -> Set<String> {
      Set(
        members.flatMap { member in
          member.moves.filter { slug in
            learnable[member.pokemon].map { !$0.contains(slug) } ?? false
          }
        }
      ).subtracting(known)
    }
    guard !missing.isEmpty || needsChart || !others(learnable).isEmpty else { return .none }
    state.failure = nil
    return .run { [learnable] send in
      var learnable = learnable
      if needsChart { await send(.chartLoaded(try await client.fetchTypeChart())) }
      for id in missing {
        let pokemon = try await client.fetchPokemon(id)
        let learnsets = try await client.fetchLearnsets(id)
        let moves = learnsets.moves.values.sorted { $0.slug < $1.slug }
        learnable[id] = Set(moves.map(\.slug))
        let legal = try await SetCheck.legalMoves(of: pokemon, upTo: nil, in: client)
        var generations: [String: Set<Int>] = [:]
        for group in learnsets.groups {
          for learned in learnsets.learnsets[group.id] ?? [] {
            if let move = learnsets.moves[learned.move] {
              generations[move.slug, default: []].insert(group.generation)
            }
          }
        }
        await send(
          .entryLoaded(
            State.Entry(
              pokemon: pokemon, learnable: moves, legalMoves: legal.sorted(),
              generations: generations.mapValues { $0.sorted() })))
      }
      for slug in others(learnable).sorted() {
        await send(.otherMoveLoaded(try await client.fetchMove(slug).move))
      }
    } catch: { error, send in
      await send(.loadFailed("Couldn't load the team: \(error)"))
    }
    .cancellable(id: CancelID.load)
  }
}
