/// The standard's four penalty rules (ISO/IEC 18004 7.8.3), which pick the mask that leaves
/// the code easiest to read: long runs of one colour, 2×2 blocks, shapes that look like a
/// finder, and a balance of dark and light far from half.
extension QRMatrix {
    func penalty() -> Int {
        var total = 0
        let columns = (0..<size).map { x in (0..<size).map { y in modules[y][x] } }
        for line in modules + columns {
            total += Self.runPenalty(line) + Self.finderLikePenalty(line)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = modules[y][x]
                if modules[y][x + 1] == colour, modules[y + 1][x] == colour, modules[y + 1][x + 1] == colour { total += 3 }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        let cells = size * size
        total += abs(dark * 2 - cells) * 10 / cells * 10
        return total
    }

    /// Five or more modules of one colour in a row: 3, and 1 more for each beyond five.
    static func runPenalty(_ line: [Bool]) -> Int {
        var total = 0
        var run = 1
        for index in 1...line.count {
            if index < line.count, line[index] == line[index - 1] {
                run += 1
            } else {
                if run >= 5 { total += 3 + run - 5 }
                run = 1
            }
        }
        return total
    }

    /// Dark-light-dark×3-light-dark with four light modules before or after (the edge counts as light): 40 each.
    static func finderLikePenalty(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        var total = 0
        func isLight(_ range: Range<Int>) -> Bool {
            range.clamped(to: 0..<line.count).allSatisfy { !line[$0] }
        }
        for start in 0...(line.count - pattern.count) where (0..<pattern.count).allSatisfy({ line[start + $0] == pattern[$0] }) {
            if isLight(start - 4..<start) || isLight(start + 7..<start + 11) { total += 40 }
        }
        return total
    }
}
