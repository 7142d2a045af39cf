// What SwiftPM generates for a target with resources, which the fuzzer
// (AmountKit's sources compiled without SwiftPM) declares itself.

import Foundation

extension Bundle {
  /// The bundle of AmountKit's resources: here the binary's own, which
  /// holds none (the message catalogs are not copied next to it), so
  /// rejections are described by their English fallback sentences.
  static let module = Bundle.main
}
