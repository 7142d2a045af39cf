/// What VoiceOver speaks while the user types in a field.
///
/// - An announcement (`UIAccessibility.post(notification: .announcement,
///   argument:)`) interrupts what is being spoken, unless its
///   `accessibilitySpeechQueueAnnouncement` attribute is true: then it
///   waits until the current speech ends (Apple: "accessibilitySpeechQueueAnnouncement",
///   https://developer.apple.com/documentation/foundation/nsattributedstring/key/2865770-accessibilityspeechqueueannounce).
/// - VoiceOver echoes every key typed on the on-screen keyboard; the echo
///   starts once the key's event has been handled, after the text field's
///   delegate call, and cuts off an announcement posted inside that call
///   (material-components-ios#7625, #9822: announcements of errors posted
///   while handling a keystroke are not heard).
@MainActor
public final class VoiceOverModel {
  /// What was heard in full, in order.
  public private(set) var heard: [String] = []
  /// Announcements that were cut off before they were heard in full.
  public private(set) var cutOff: [String] = []
  private var speaking: String?
  private var queue: [String] = []

  /// VoiceOver, silent.
  public init() {}

  /// An announcement is posted.
  ///
  /// - Parameters:
  ///   - text: What to say.
  ///   - queued: Its `accessibilitySpeechQueueAnnouncement` attribute.
  public func announce(_ text: String, queued: Bool) {
    if queued && speaking != nil {
      queue.append(text)
      return
    }
    interrupt(with: text)
  }

  /// The echo of a typed key starts: it interrupts what is being spoken.
  ///
  /// - Parameter key: The key.
  public func echo(_ key: String) {
    interrupt(with: key)
  }

  /// Speech runs until nothing is left to say.
  public func finishSpeaking() {
    while let current = speaking {
      heard.append(current)
      speaking = queue.isEmpty ? nil : queue.removeFirst()
    }
  }

  private func interrupt(with text: String) {
    if let current = speaking, current.count > 1 {
      // A key's echo (one character) is not an announcement: cutting it
      // loses nothing the user needs.
      cutOff.append(current)
    }
    speaking = text
  }
}
