import DomovCore
import Foundation
import Testing

@Suite("Shopping list aisles")
struct ShoppingAisleTests {
    static func item(_ name: String, at position: Int) -> ShoppingItem {
        ShoppingItem(id: ID(UUID()), householdID: ID(UUID()), name: name, quantity: 1, unit: "", fromPlan: false, position: position, createdAt: .now, updatedAt: .now)
    }

    @Test func itemsAreGroupedByAisleInTheShopsOrder() {
        let names = ["sůl", "unicorn dust", "olivového oleje", "rýže basmati", "milk", "chicken breast", "mrkve", "apples", "vejce"]
        let groups = ShoppingAisle.grouped(names.enumerated().map { Self.item($1, at: $0) })
        #expect(groups.map(\.aisle) == [.produce, .meat, .dairy, .bakery, .pantry, .spices, .other])
        #expect(groups.map { $0.items.map(\.name) } == [
            ["mrkve", "apples"], ["chicken breast"], ["milk", "vejce"], ["rýže basmati"], ["olivového oleje"], ["sůl"], ["unicorn dust"],
        ])
    }

    @Test func anEmptyListHasNoAisles() {
        #expect(ShoppingAisle.grouped([]).isEmpty)
    }
}
