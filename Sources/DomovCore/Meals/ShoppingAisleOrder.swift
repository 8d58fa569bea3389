import Foundation

/// The order in which a household's shopping list shows its aisles: the usual walk through a shop
/// unless the household changed it to match its own shop.
public struct ShoppingAisleOrder: Sendable, Equatable {
    /// Every aisle once.
    public private(set) var aisles: [ShoppingAisle]

    /// The walk `ShoppingAisle` is written in: produce at the door, the fridges, the shelves.
    public static let standard = ShoppingAisleOrder(aisles: ShoppingAisle.allCases)

    /// Any list of aisles becomes a whole order: repeats and unknown names are dropped, and aisles
    /// it does not name (one added to Domov after the household chose) keep their standard place
    /// relative to each other, after the named ones.
    public init(aisles: [ShoppingAisle]) {
        var seen = Set<ShoppingAisle>()
        let named = aisles.filter { seen.insert($0).inserted }
        self.aisles = named + ShoppingAisle.allCases.filter { !seen.contains($0) }
    }

    /// From the stored text, raw values joined by commas ("dairy,produce,...").
    public init(stored: String) {
        self.init(aisles: stored.split(separator: ",").compactMap { ShoppingAisle(rawValue: String($0)) })
    }

    public var stored: String { aisles.map(\.rawValue).joined(separator: ",") }

    public enum Move: String, Sendable, CaseIterable {
        case up, down
    }

    /// The order with `aisle` one place earlier or later; the same order at either end.
    public func moving(_ aisle: ShoppingAisle, _ move: Move) -> ShoppingAisleOrder {
        guard let index = aisles.firstIndex(of: aisle) else { return self }
        let target = move == .up ? index - 1 : index + 1
        guard aisles.indices.contains(target) else { return self }
        var copy = self
        copy.aisles.swapAt(index, target)
        return copy
    }

    /// The items in this order of aisles, each aisle's items in the list's own order; empty aisles left out.
    public func grouped(_ items: [ShoppingItem]) -> [(aisle: ShoppingAisle, items: [ShoppingItem])] {
        let byAisle = Dictionary(grouping: items) { ShoppingAisle.of($0.name) }
        return aisles.compactMap { aisle in byAisle[aisle].map { (aisle, $0) } }
    }
}
