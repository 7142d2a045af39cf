/// Whether the assistive technologies that read an element's value run, as
/// the system reports it, and how it tells an app that one started or
/// stopped. Shared by the UIKit and the AppKit models: each member names
/// the API it stands for on either platform and the page it comes from.
///
/// UIKit:
/// - `UIAccessibility.isVoiceOverRunning` is true while VoiceOver runs
///   (Apple: "isVoiceOverRunning", "A Boolean value that indicates whether
///   VoiceOver is in an enabled state",
///   https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning);
///   `isSwitchControlRunning` likewise for Switch Control (Apple:
///   "isSwitchControlRunning",
///   https://developer.apple.com/documentation/uikit/uiaccessibility/isswitchcontrolrunning).
/// - UIKit posts `UIAccessibility.voiceOverStatusDidChangeNotification`
///   "when VoiceOver starts or stops", on the default notification center,
///   with no parameter (Apple: "voiceOverStatusDidChangeNotification",
///   https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification),
///   and `switchControlStatusDidChangeNotification` when Switch Control
///   does (https://developer.apple.com/documentation/uikit/uiaccessibility/switchcontrolstatusdidchangenotification).
///
/// AppKit:
/// - `NSWorkspace.shared.isVoiceOverEnabled` and `isSwitchControlEnabled`
///   tell whether VoiceOver and Switch Control run, and "You can observe
///   this property with key-value observing" (Apple: "isVoiceOverEnabled",
///   https://developer.apple.com/documentation/appkit/nsworkspace/isvoiceoverenabled;
///   "isSwitchControlEnabled",
///   https://developer.apple.com/documentation/appkit/nsworkspace/isswitchcontrolenabled).
///
/// An observer is told after the status changed, as a notification's
/// observer or a key-value observer is; nothing is posted when a status
/// is set to what it already was.
@MainActor
public final class AssistiveTechnologyModel {
  /// Whether VoiceOver runs.
  public private(set) var isVoiceOverRunning = false
  /// Whether Switch Control runs.
  public private(set) var isSwitchControlRunning = false
  /// Observers of VoiceOver's status: UIKit's
  /// `voiceOverStatusDidChangeNotification`, AppKit's key-value observing
  /// of `isVoiceOverEnabled`.
  public var voiceOverObservers: [@MainActor () -> Void] = []
  /// Observers of Switch Control's status: UIKit's
  /// `switchControlStatusDidChangeNotification`, AppKit's key-value
  /// observing of `isSwitchControlEnabled`.
  public var switchControlObservers: [@MainActor () -> Void] = []

  /// Neither runs.
  public init() {}

  /// Whether any of them runs: an assistive technology that reads an
  /// element's value.
  public var readsValues: Bool { isVoiceOverRunning || isSwitchControlRunning }

  /// The user turns VoiceOver on or off (Settings, the accessibility
  /// shortcut); its observers are told.
  ///
  /// - Parameter running: Whether it runs now.
  public func setVoiceOverRunning(_ running: Bool) {
    guard running != isVoiceOverRunning else { return }
    isVoiceOverRunning = running
    for observer in voiceOverObservers { observer() }
  }

  /// The user turns Switch Control on or off; its observers are told.
  ///
  /// - Parameter running: Whether it runs now.
  public func setSwitchControlRunning(_ running: Bool) {
    guard running != isSwitchControlRunning else { return }
    isSwitchControlRunning = running
    for observer in switchControlObservers { observer() }
  }
}
