import Foundation
import Testing

/// The command line as a shell user expects it (replay format: "Formatting
/// and parsing from the command line"): one output line per input line,
/// `error:` lines in place, the exit status 1 when any line was refused;
/// a 39th significant digit refused, never rounded; a locale Foundation
/// does not know refused with status 2, naming it. Expected texts are
/// Foundation's own (`Decimal.FormatStyle.Currency`), computed here.
@Suite("amount: refused lines and unknown locales")
struct RefusedLinesCommandTests {
  static let usd = ["--locale", "en_US", "--currency", "USD"]
  static let forty = String(repeating: "1", count: 40)

  static func foundation(_ text: String) -> String {
    Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US"))
      .format(Decimal(string: text) ?? .nan)
  }

  @Test("format: a refused line keeps its place and the status is 1")
  func formatRefused() throws {
    let result = try ExecuteCommand.run(
      ["format"] + Self.usd, input: "1\n\(Self.forty)\nabc\n2.5\n")
    #expect(result.status == 1)
    #expect(
      result.output
        == [
          Self.foundation("1"), "error: tooManyDigits", "error: invalidDecimal",
          Self.foundation("2.5"),
        ]
        .joined(separator: "\n") + "\n")
    #expect(result.error.isEmpty)
  }

  @Test("format: 38 significant digits are exact, 39 are refused")
  func formatRange() throws {
    let exact = String(repeating: "9", count: 36) + ".99"
    let result = try ExecuteCommand.run(
      ["format", "--locale", "en_US"], input: exact + "\n" + exact + "9\n")
    #expect(result.status == 1)
    let expected = Decimal.FormatStyle(locale: Locale(identifier: "en_US"))
      .format(Decimal(string: exact) ?? .nan)
    #expect(result.output == expected + "\nerror: tooManyDigits\n")
  }

  @Test("format --json prints one object per line")
  func formatJSON() throws {
    let result = try ExecuteCommand.run(
      ["format", "--json"] + Self.usd, input: "1234.5\n\(Self.forty)\n")
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String]
    #expect(first == ["text": Self.foundation("1234.5")])
    let second = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: String]
    #expect(second?["error"] == "tooManyDigits")
    #expect(second?["message"]?.isEmpty == false)
  }

  @Test("parse: the status is 1 when a line was refused, 0 otherwise")
  func parseStatus() throws {
    let good = try ExecuteCommand.run(["parse"] + Self.usd, input: "$1.50\n2\n")
    #expect(good.status == 0)
    #expect(good.output == "1.5\n2\n")
    let bad = try ExecuteCommand.run(["parse"] + Self.usd, input: "$1.50\nabc\n2\n")
    #expect(bad.status == 1)
    let lines = bad.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[0] == "1.5" && lines[1].hasPrefix("error: invalidCharacter") && lines[2] == "2")
  }

  @Test("parse refuses a 39th significant digit")
  func parseRange() throws {
    let result = try ExecuteCommand.run(["parse"] + Self.usd, input: Self.forty + "\n")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("error: tooManyDigits"))
  }

  @Test(
    "a locale Foundation does not know is refused, naming it",
    arguments: [["format"], ["parse"], []], ["klingon", "xx_YY", "en_ZZ", "tlh"])
  func unknownLocale(_ command: [String], _ locale: String) throws {
    let result = try ExecuteCommand.run(command + ["--locale", locale], input: "1\n")
    #expect(result.status == 2)
    #expect(result.error.contains("'\(locale)'"))
    #expect(result.output.isEmpty)
  }

  @Test(
    "known spellings of a locale are taken",
    arguments: ["en_US", "de-DE", "EN_us", "fr_US", "zh-Hans-CN", "th-TH-u-nu-thai", "en_US_POSIX"])
  func knownLocale(_ locale: String) throws {
    let result = try ExecuteCommand.run(["format", "--locale", locale], input: "1\n")
    #expect(result.status == 0)
    #expect(
      result.output == Decimal.FormatStyle(locale: Locale(identifier: locale)).format(1) + "\n")
  }

  @Test("a numbering system a field cannot show is refused, naming it")
  func numberingSystem() throws {
    let result = try ExecuteCommand.run(
      ["format", "--locale", "en_US@numbers=roman"], input: "1\n")
    #expect(result.status == 2)
    #expect(result.error.contains("roman"))
  }

  @Test("replay refuses an unknown locale and a 39-digit value, naming the key")
  func replay() throws {
    let klingon = try ExecuteCommand.run(
      ["replay"], input: #"{"config":{"locale":"klingon"},"steps":[]}"#)
    #expect(klingon.status == 2)
    #expect(klingon.error.contains("\"locale\"") && klingon.error.contains("klingon"))
    let set = try ExecuteCommand.run(
      ["replay"], input: #"{"config":{"locale":"en_US"},"steps":[{"set":"\#(Self.forty)"}]}"#)
    #expect(set.status == 2)
    #expect(set.error.contains("\"set\"") && set.error.contains("40 significant digits"))
  }
}
