import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The team screen: up to six members, saved like the favourites (fail-closed, shared between
/// terminals), each with an ability and up to four moves picked from its learnsets, and what
/// the team covers (``TeamCoverage``). Members come from `a` on any screen; `E` and `I` write
/// and read the team as a Showdown paste in `team.txt` beside the saved team.
public struct TeamFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The team, shared with every screen and saved to disk.
    @Shared(.team) public var members: [TeamMember]
    /// Each member's Pokémon and the moves it can learn, by id; loaded on appear and as
    /// members come.
    public var entries: [Int: Entry] = [:]
    /// The type chart, for the coverage.
    public var chart: TypeChart?
    /// What failed to load, if anything did.
    public var failure: String?
    /// The move picker, while open.
    public var picker: Picker?
    /// What the last addition, export or import did, for the status line.
    public var notice: Notice?
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
      /// This Pokémon is in the team already; it was not added twice.
      case alreadyIn(Pokemon)
      /// This Pokémon left the team (`u` brings it back).
      case removed(Pokemon)
      /// The last change was undone.
      case undone
      /// There was nothing to undo.
      case nothingToUndo
      /// This Pokémon joined.
      case joined(Pokemon)
      /// The paste was written to this file; the one it replaced, if any, was kept at
      /// `previous`.
      case written(path: String, previous: String?)
      /// The team was replaced by this many members; what of it is not legal, by line.
      case imported(count: Int, warnings: [String])
      /// Something failed: an English message that opens with what failed
      /// (`Couldn't import: …`), the reason after it as it came.
      case failed(String)
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
      /// The whole team was replaced (an import); this is how it was.
      case replaced([TeamMember])
    }

    /// The most changes `u` can take back.
    public static let undoLimit = 30

    mutating func remember(_ change: Undo) {
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

      public init(pokemon: Pokemon, learnable: [MoveInfo], legalMoves: [String]? = nil) {
        self.pokemon = pokemon
        self.learnable = learnable
        self.legalMoves = legalMoves
      }
    }

    /// What of each member's set the games would not allow (``SetCheck``), by member id.
    public var warnings: [UUID: [String]] {
      var result: [UUID: [String]] = [:]
      for member in members {
        guard let entry = entries[member.pokemon] else { continue }
        let legal = Set(entry.legalMoves ?? entry.learnable.map(\.slug))
        let warnings = SetCheck.warnings(
          member, pokemon: entry.pokemon, legalMoves: legal, generation: nil)
        if !warnings.isEmpty { result[member.id] = warnings }
      }
      return result
    }

    /// The move picker: whose moves, and which is highlighted.
    public struct Picker: Equatable, Sendable, Codable {
      public var member: Int
      public var highlighted = 0
    }

    /// The members whose Pokémon are loaded, with their chosen moves.
    public var loadedMembers: [(member: TeamMember, pokemon: Pokemon, moves: [MoveInfo])] {
      members.compactMap { member in
        entries[member.pokemon].map { entry in
          let moves = member.moves.compactMap { slug in
            entry.learnable.first { $0.slug == slug } ?? otherMoves[slug]
          }
          return (member, entry.pokemon, moves)
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
    case pickerOpened(Int)
    case pickerMoved(by: Int)
    /// The highlighted move in or out of the member's four.
    case pickerToggled
    case pickerClosed
    /// `E`: the team written to `team.txt` as a Showdown paste.
    case exportTapped
    /// `I`: the team read from `team.txt`.
    case importTapped
    /// The members a paste held, and its warnings (`line 3: … cannot have the ability …`).
    case imported([TeamMember], warnings: [String])
    case noticed(State.Notice)
    /// Another copy of the app saved this team.
    case teamChangedElsewhere([TeamMember])
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
      state.$members.withLock { $0.append(TeamMember(pokemon: pokemon.id, id: id)) }
      state.remember(.added(id))
      state.notice = .joined(pokemon)
      return load(&state)

    case .memberRemoved(let index):
      guard state.members.indices.contains(index) else { return .none }
      let member = state.members[index]
      state.$members.withLock { _ = $0.remove(at: index) }
      state.remember(.removed(member, at: index))
      state.picker = nil
      state.notice = state.entries[member.pokemon].map { .removed($0.pokemon) }
      return .none

    case .undoTapped:
      guard let change = state.undo.popLast() else {
        state.notice = .nothingToUndo
        return .none
      }
      state.$members.withLock { members in
        switch change {
        case .added(let id): members.removeAll { $0.id == id }
        case .removed(let member, let index):
          if !members.contains(where: { $0.id == member.id }) {
            members.insert(member, at: min(index, members.count))
          }
        case .edited(let member):
          if let index = members.firstIndex(where: { $0.id == member.id }) {
            members[index] = member
          }
        case .replaced(let team): members = team
        }
      }
      state.picker = nil
      state.notice = .undone
      return load(&state)

    case .abilityCycled(let index):
      guard state.members.indices.contains(index),
        let entry = state.entries[state.members[index].pokemon]
      else { return .none }
      let choices: [String?] = [nil] + entry.pokemon.abilities.map(\.name)
      let now = choices.firstIndex(of: state.members[index].ability) ?? 0
      state.remember(.edited(state.members[index]))
      state.$members.withLock { $0[index].ability = choices[(now + 1) % choices.count] }
      return .none

    case .pickerOpened(let index):
      guard state.members.indices.contains(index),
        state.entries[state.members[index].pokemon] != nil
      else { return .none }
      state.picker = State.Picker(member: index)
      return .none

    case .pickerMoved(let offset):
      guard let picker = state.picker, state.members.indices.contains(picker.member),
        let entry = state.entries[state.members[picker.member].pokemon], !entry.learnable.isEmpty
      else { return .none }
      state.picker?.highlighted = min(
        max(0, picker.highlighted + offset), entry.learnable.count - 1)
      return .none

    case .pickerToggled:
      guard let picker = state.picker, state.members.indices.contains(picker.member),
        let entry = state.entries[state.members[picker.member].pokemon],
        entry.learnable.indices.contains(picker.highlighted)
      else { return .none }
      let slug = entry.learnable[picker.highlighted].slug
      state.remember(.edited(state.members[picker.member]))
      state.$members.withLock { members in
        if let at = members[picker.member].moves.firstIndex(of: slug) {
          members[picker.member].moves.remove(at: at)
        } else if members[picker.member].moves.count < TeamMember.movesCapacity {
          members[picker.member].moves.append(slug)
        }
      }
      return .none

    case .pickerClosed:
      state.picker = nil
      return .none

    case .exportTapped:
      let members = state.members
      let file = Self.pasteFile(in: dataDirectory)
      return .run { send in
        let paste = try await ShowdownPaste.write(members, from: client)
        // A different team.txt is not written over: it is kept beside, as team.txt.old.
        var previous: String?
        if let old = FileManager.default.contents(atPath: file.path), old != Data(paste.utf8) {
          let aside = file.appendingPathExtension("old")
          try old.write(to: aside, options: .atomic)
          previous = aside.path
        }
        try Data(paste.utf8).write(to: file, options: .atomic)
        await send(.noticed(.written(path: file.path, previous: previous)))
      } catch: { error, send in
        await send(.noticed(.failed("Couldn't export the team: \(error.localizedDescription)")))
      }

    case .importTapped:
      let file = Self.pasteFile(in: dataDirectory)
      return .run { send in
        guard let data = FileManager.default.contents(atPath: file.path),
          let text = String(data: data, encoding: .utf8)
        else {
          await send(.noticed(.failed("Couldn't import: \(file.path) cannot be read.")))
          return
        }
        switch try await ShowdownPaste.importTeam(text, in: client) {
        case .failure(let problem): await send(.noticed(.failed("Couldn't import: \(problem).")))
        case .success(let imported):
          await send(.imported(imported.members, warnings: imported.warnings.map(\.description)))
        }
      } catch: { error, send in
        await send(.noticed(.failed("Couldn't import: \(error)")))
      }

    case .imported(let members, let warnings):
      state.remember(.replaced(state.members))
      state.$members.withLock { $0 = members }
      state.picker = nil
      state.notice = .imported(count: members.count, warnings: warnings)
      return load(&state)

    case .noticed(let message):
      state.notice = message
      return .none

    case .teamChangedElsewhere(let members):
      // Already so when the file's change reached this process; a replay sets it here.
      if state.members != members { state.$members.withLock { $0 = members } }
      if let picker = state.picker, !state.members.indices.contains(picker.member) {
        state.picker = nil
      }
      return load(&state)
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
        let moves = try await client.fetchLearnsets(id).moves.values.sorted {
          $0.slug < $1.slug
        }
        learnable[id] = Set(moves.map(\.slug))
        let legal = try await SetCheck.legalMoves(of: pokemon, upTo: nil, in: client)
        await send(
          .entryLoaded(
            State.Entry(pokemon: pokemon, learnable: moves, legalMoves: legal.sorted())))
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
