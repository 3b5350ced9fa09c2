/// An alert as data: a title, a message, and buttons, each sending an action. A front end draws
/// it however it draws alerts; a test asserts it like any state.
///
/// Present it through ``Presents`` and `ifLet`, which needs no reducer for it; choosing any
/// button sends `.presented(action)` (or `.dismiss` for a button with no action) and closes the
/// alert.
///
/// ```swift
/// @Presents var alert: AlertState<Action.Alert>?
///
/// case .removeAllTapped:
///   state.alert = AlertState(title: "Remove all favourites?", buttons: [
///     .destructive("Remove all", action: .confirmRemoveAll), .cancel("Cancel"),
///   ])
///   return .none
/// case .alert(.presented(.confirmRemoveAll)):
///   state.favorites.removeAll()
///   return .none
///
/// .ifLet(\.$alert, action: CasePath(Action.alert, \.alert))
/// ```
public struct AlertState<Action: Sendable>: Sendable, Identifiable {
  /// The alert's identity: the title and message, so a different alert replaces it.
  ///
  /// ```swift
  /// alert.id  // "Remove all favourites?\n"
  /// ```
  public var id: String { title + "\n" + (message ?? "") }
  /// The headline.
  ///
  /// ```swift
  /// alert.title  // "Remove all favourites?"
  /// ```
  public var title: String
  /// Text under the title, if any.
  ///
  /// ```swift
  /// alert.message  // "This cannot be undone."
  /// ```
  public var message: String?
  /// The choices, in the order shown.
  ///
  /// ```swift
  /// alert.buttons.map(\.label)  // ["Remove all", "Cancel"]
  /// ```
  public var buttons: [ButtonState<Action>]

  /// An alert; with no buttons it gets a single "OK" that dismisses it.
  ///
  /// ```swift
  /// AlertState<Never>(title: "Saved")
  /// ```
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [.cancel("OK")] : buttons
  }
}

/// A confirmation dialog as data: like ``AlertState``, with its title shown or hidden, for a
/// choice among several actions on one thing.
///
/// ```swift
/// @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
/// state.dialog = ConfirmationDialogState(title: "Sort by", buttons: [
///   .default("Number", action: .number), .default("Name", action: .name), .cancel("Cancel"),
/// ])
/// ```
public struct ConfirmationDialogState<Action: Sendable>: Sendable, Identifiable {
  /// The dialog's identity: its title and message.
  ///
  /// ```swift
  /// dialog.id  // "Sort by\n"
  /// ```
  public var id: String { title + "\n" + (message ?? "") }
  /// The headline, shown when ``titleIsVisible``.
  ///
  /// ```swift
  /// dialog.title  // "Sort by"
  /// ```
  public var title: String
  /// Whether the front end shows the title.
  ///
  /// ```swift
  /// dialog.titleIsVisible  // true
  /// ```
  public var titleIsVisible: Bool
  /// Text under the title, if any.
  ///
  /// ```swift
  /// dialog.message  // nil
  /// ```
  public var message: String?
  /// The choices, in the order shown.
  ///
  /// ```swift
  /// dialog.buttons.count  // 3
  /// ```
  public var buttons: [ButtonState<Action>]

  /// A dialog; with no buttons it gets a single "Cancel".
  ///
  /// ```swift
  /// ConfirmationDialogState(title: "Share", buttons: [.default("Copy", action: .copy)])
  /// ```
  public init(
    title: String, titleIsVisible: Bool = true, message: String? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.title = title
    self.titleIsVisible = titleIsVisible
    self.message = message
    self.buttons = buttons.isEmpty ? [.cancel("Cancel")] : buttons
  }
}

/// One button of an alert or dialog: its label, its role, and the action it sends (none: it
/// only closes).
///
/// ```swift
/// ButtonState.destructive("Remove all", action: .confirmRemoveAll)
/// ```
public struct ButtonState<Action: Sendable>: Sendable {
  /// What the button means, for a front end that styles or places buttons by it.
  ///
  /// ```swift
  /// button.role == .cancel  // Esc chooses it
  /// ```
  public enum Role: String, Sendable, Hashable, Codable {
    /// Backs out: nothing changes.
    case cancel
    /// Destroys or removes something.
    case destructive
  }

  /// The text on the button.
  ///
  /// ```swift
  /// button.label  // "Remove all"
  /// ```
  public var label: String
  /// Its role, or nil for an ordinary choice.
  ///
  /// ```swift
  /// button.role  // .destructive
  /// ```
  public var role: Role?
  /// What choosing it sends, or nil when it only closes.
  ///
  /// ```swift
  /// button.action  // .confirmRemoveAll
  /// ```
  public var action: Action?

  /// A button.
  ///
  /// ```swift
  /// ButtonState(label: "Retry", role: nil, action: .retryTapped)
  /// ```
  public init(label: String, role: Role? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// An ordinary choice.
  ///
  /// ```swift
  /// .default("Retry", action: .retryTapped)
  /// ```
  public static func `default`(_ label: String, action: Action? = nil) -> Self {
    Self(label: label, action: action)
  }

  /// A button that backs out.
  ///
  /// ```swift
  /// .cancel("Cancel")
  /// ```
  public static func cancel(_ label: String, action: Action? = nil) -> Self {
    Self(label: label, role: .cancel, action: action)
  }

  /// A button that destroys or removes something.
  ///
  /// ```swift
  /// .destructive("Delete", action: .deleteConfirmed)
  /// ```
  public static func destructive(_ label: String, action: Action? = nil) -> Self {
    Self(label: label, role: .destructive, action: action)
  }

  /// The action a front end sends when this button is chosen: `.presented(action)`, or
  /// `.dismiss` for a button with no action.
  ///
  /// ```swift
  /// store.send(.alert(button.presentationAction))
  /// ```
  public var presentationAction: PresentationAction<Action> {
    action.map { .presented($0) } ?? .dismiss
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Codable where Action: Codable {}
extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Codable where Action: Codable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Codable where Action: Codable {}

extension AlertState: EphemeralState, ReducerState {
  /// Alerts have no logic of their own: their actions go to the parent.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: CasePath(Action.alert, \.alert))
  /// ```
  public static var reducer: EmptyReducer<Self, Action> { EmptyReducer() }
}

extension ConfirmationDialogState: EphemeralState, ReducerState {
  /// Dialogs have no logic of their own: their actions go to the parent.
  ///
  /// ```swift
  /// .ifLet(\.$dialog, action: CasePath(Action.dialog, \.dialog))
  /// ```
  public static var reducer: EmptyReducer<Self, Action> { EmptyReducer() }
}
