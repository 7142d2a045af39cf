import AmountKit
import Foundation

// The first format in a new locale/currency pair, and a list of 300 pairs,
// each in its own process so that neither implementation warms the other's
// caches (ICU keeps locale data and formatters per process).
//
//   FirstFormat derive ours|foundation N [AMOUNT]
//                                           # N new pairs, one sample each,
//                                           # formatting AMOUNT (-1234.56)
//   FirstFormat list ours|foundation        # 300 pairs cold, then warm
//   FirstFormat picker ours|foundation [LOCALE]
//                                           # every common currency in one
//                                           # locale (de_DE), cold
//
// Prints per-sample medians and totals in nanoseconds. For instruction
// counts, callgrind collects only inside `formatOnce` (one sample),
// `coldList` or `warmList` (--collect-atstart=no --toggle-collect=...).

/// `count` locale/currency pairs: distinct locales (sorted identifiers that
/// have a currency), each with a currency taken round the common ISO codes,
/// so that every pair is new and most locales are too.
func pairs(_ count: Int) -> [(Locale, String)] {
  let identifiers = Locale.availableIdentifiers.filter {
    Locale(identifier: $0).currency != nil && $0 != "en_US_POSIX"
  }.sorted()
  let codes = ["USD", "EUR", "JPY", "GBP", "INR", "CHF", "KWD", "BRL", "CNY", "SEK", "KRW", "AUD"]
  return (0..<count).map { i in
    (Locale(identifier: identifiers[i % identifiers.count]), codes[(i / 3 + i) % codes.count])
  }
}

let arguments = CommandLine.arguments
/// The amount each format shows: -1234.56 (a negative sign and four
/// integer digits, which ask for all of a pattern), or derive's AMOUNT
/// (1234.56, or 123.45 below any grouping, for a positive amount's cost).
let amount =
  arguments.count > 4
  ? Decimal(string: arguments[4], locale: Locale(identifier: "en_US_POSIX"))
  : Decimal(sign: .minus, exponent: -2, significand: Decimal(123_456 as UInt64))
guard arguments.count >= 3, ["ours", "foundation"].contains(arguments[2]), let amount else {
  print("usage: FirstFormat derive|list|picker ours|foundation [N|LOCALE] [AMOUNT]")
  exit(2)
}
let ours = arguments[2] == "ours"
let clock = ContinuousClock()
var sink = 0

@inline(never)
func formatOnce(_ locale: Locale, _ code: String) -> String {
  if ours { return AmountFormat.currency(code: code, locale: locale).format(amount) }
  return Decimal.FormatStyle.Currency(code: code, locale: locale).format(amount)
}

/// One amount in each pair, the first time.
@inline(never)
func coldList(_ list: [(Locale, String)]) -> Int {
  var count = 0
  for (locale, code) in list { count += formatOnce(locale, code).utf8.count }
  return count
}

/// One amount in each pair again, last pair first.
@inline(never)
func warmList(_ list: [(Locale, String)]) -> Int {
  var count = 0
  for (locale, code) in list.reversed() { count += formatOnce(locale, code).utf8.count }
  return count
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

// Both start the same way: Foundation and ICU loaded, one number formatted
// in a locale that is not among the pairs.
sink += Decimal(1).formatted(.number.locale(Locale(identifier: "en_US_POSIX"))).utf8.count

switch arguments[1] {
case "derive":
  let count = arguments.count > 3 ? Int(arguments[3]) ?? 100 : 100
  var samples: [Double] = []
  for (locale, code) in pairs(count) {
    let start = clock.now
    sink += formatOnce(locale, code).utf8.count
    samples.append(nanoseconds(clock.now - start))
  }
  print(
    "derive \(arguments[2]) n=\(count) median_ns=\(Int(median(samples)))"
      + " total_ns=\(Int(samples.reduce(0, +)))")
case "list":
  let list = pairs(300)
  let start = clock.now
  sink += coldList(list)
  let cold = nanoseconds(clock.now - start)
  // Warm: the same 300 pairs again, formats made anew (cached patterns,
  // cached ICU formatters), as a list view redrawing does.
  var warm: [Double] = []
  for _ in 0..<20 {
    let start = clock.now
    sink += warmList(list)
    warm.append(nanoseconds(clock.now - start))
  }
  print("list \(arguments[2]) cold_ns=\(Int(cold)) warm_median_ns=\(Int(median(warm)))")
case "picker":
  // A currency picker: one locale, every common ISO code, each the first
  // time (the locale itself is new too).
  let locale = Locale(identifier: arguments.count > 3 ? arguments[3] : "de_DE")
  let list = Locale.commonISOCurrencyCodes.sorted().map { (locale, $0) }
  let start = clock.now
  sink += coldList(list)
  print(
    "picker \(arguments[2]) \(locale.identifier) n=\(list.count) cold_ns=\(Int(nanoseconds(clock.now - start)))"
  )
default:
  exit(2)
}
if sink == 42 { print("") }
