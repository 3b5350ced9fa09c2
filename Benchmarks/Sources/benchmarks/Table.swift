/// The figures as a Markdown table, ready for the README.
func table(_ figures: [Figure]) -> String {
  var lines = [
    "| figure | what | median | min | max | floor | ratio |",
    "| --- | --- | ---: | ---: | ---: | --- | ---: |",
  ]
  for figure in figures {
    let floor =
      figure.floor.map { "\(format($0)) \(figure.unit) (\(figure.floorName ?? ""))" } ?? ""
    let ratio = figure.ratio.map { format($0) + "×" } ?? ""
    lines.append(
      "| \(figure.name) | \(figure.metric) | \(format(figure.median)) \(figure.unit) | "
        + "\(format(figure.min)) | \(format(figure.max)) | \(floor) | \(ratio) |")
  }
  return lines.joined(separator: "\n")
}

/// Three significant digits, no exponent.
func format(_ value: Double) -> String {
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
  var text = String(Int((value * pow10(decimals)).rounded()))
  if decimals > 0 {
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    while text.count <= decimals { text = "0" + text }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -decimals))
    if negative { text = "-" + text }
  }
  return text
}

private func pow10(_ n: Int) -> Double { (0..<n).reduce(1) { acc, _ in acc * 10 } }
