import DomovCore
import Foundation
import Testing

@Suite("Shopping list aisles")
struct ShoppingAisleTests {
    static func item(_ name: String, at position: Int) -> ShoppingItem {
        ShoppingItem(
            id: ID(UUID()), householdID: ID(UUID()), name: name, quantity: 1, unit: "", fromPlan: false, position: position,
            createdAt: .now, updatedAt: .now)
    }

    @Test func itemsAreGroupedByAisleInTheShopsOrder() {
        let names = ["sůl", "unicorn dust", "olivového oleje", "rýže basmati", "milk", "chicken breast", "mrkve", "apples", "vejce"]
        let groups = ShoppingAisle.grouped(names.enumerated().map { Self.item($1, at: $0) })
        #expect(groups.map(\.aisle) == [.produce, .meat, .dairy, .bakery, .pantry, .spices, .other])
        #expect(
            groups.map { $0.items.map(\.name) } == [
                ["mrkve", "apples"], ["chicken breast"], ["milk", "vejce"], ["rýže basmati"], ["olivového oleje"], ["sůl"],
                ["unicorn dust"],
            ])
    }

    @Test func anEmptyListHasNoAisles() {
        #expect(ShoppingAisle.grouped([]).isEmpty)
    }

    /// Items are written as a cook writes them, in the language of their words or their recipes.
    @Test func itemsAreWrittenInTheirOwnLanguage() {
        func item(_ quantity: Double?, _ unit: String, _ name: String, recipes: [String] = []) -> String {
            ShoppingItem(
                id: ID(UUID()), householdID: ID(UUID()), name: name, quantity: quantity, unit: unit, recipes: recipes, fromPlan: true,
                position: 0, createdAt: .now, updatedAt: .now
            ).writtenOut
        }
        #expect(item(5, "", "banány") == "5 banánů")
        #expect(item(1.5, "", "cibule", recipes: ["Cizrnové kari se špenátem"]) == "1,5 cibule")
        #expect(item(3.75, "plechovka", "krájených rajčat") == "4 plechovky krájených rajčat")
        #expect(item(1000, "g", "cizrny", recipes: ["Cizrnové kari"]) == "1 kg cizrny")
        #expect(item(5, "", "jablko", recipes: ["Cottage s jablkem a ořechy"]) == "5 jablek")
        #expect(item(2.5, "", "lemons", recipes: ["Baked salmon"]) == "2.5 lemons")
        #expect(item(1800, "g", "chicken breast") == "1.8 kg chicken breast")
        #expect(item(nil, "", "salt") == "salt")
    }
}
