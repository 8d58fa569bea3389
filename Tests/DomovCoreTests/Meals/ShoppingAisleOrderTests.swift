import DomovCore
import Foundation
import Testing

/// The order of the shopping list's groups that a household may change.
@Suite("Shopping aisle order")
struct ShoppingAisleOrderTests {
    static func item(_ name: String, position: Int) -> ShoppingItem {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        return ShoppingItem(
            id: ID(UUID()), householdID: ID(UUID()), name: name, quantity: nil, unit: "", fromPlan: false, position: position,
            createdAt: now, updatedAt: now
        )
    }

    @Test func theStandardOrderIsTheWalkThroughAShop() {
        #expect(ShoppingAisleOrder.standard.aisles == [.produce, .meat, .dairy, .bakery, .pantry, .spices, .other])
        #expect(ShoppingAisleOrder.standard.stored == "produce,meat,dairy,bakery,pantry,spices,other")
    }

    @Test func movingUpAndDownSwapsNeighboursAndStopsAtTheEnds() {
        let order = ShoppingAisleOrder.standard.moving(.dairy, .up)
        #expect(order.aisles == [.produce, .dairy, .meat, .bakery, .pantry, .spices, .other])
        #expect(order.moving(.dairy, .up).aisles.first == .dairy)
        #expect(order.moving(.dairy, .up).moving(.dairy, .up) == order.moving(.dairy, .up), "the first stays first")
        #expect(ShoppingAisleOrder.standard.moving(.other, .down) == .standard, "the last stays last")
        #expect(ShoppingAisleOrder.standard.moving(.produce, .down).aisles.prefix(2) == [.meat, .produce])
    }

    /// A stored order from an older Domov, or a hand-edited backup, still names every aisle once.
    @Test func storedTextIsReadIntoAWholeOrder() {
        #expect(ShoppingAisleOrder(stored: "dairy,produce,meat,bakery,pantry,spices,other").aisles.prefix(2) == [.dairy, .produce])
        let partial = ShoppingAisleOrder(stored: "spices,unknown,spices,dairy")
        #expect(partial.aisles == [.spices, .dairy, .produce, .meat, .bakery, .pantry, .other])
        #expect(ShoppingAisleOrder(stored: "") == .standard)
        let order = ShoppingAisleOrder.standard.moving(.pantry, .up).moving(.spices, .up)
        #expect(ShoppingAisleOrder(stored: order.stored) == order)
    }

    @Test func itemsAreGroupedInTheHouseholdsOrder() {
        let items = [
            Self.item("mrkve", position: 0), Self.item("milk", position: 1), Self.item("unicorn dust", position: 2),
            Self.item("apples", position: 3),
        ]
        #expect(ShoppingAisleOrder.standard.grouped(items).map(\.aisle) == [.produce, .dairy, .other])
        let dairyFirst = ShoppingAisleOrder(aisles: [.other, .dairy])
        let groups = dairyFirst.grouped(items)
        #expect(groups.map(\.aisle) == [.other, .dairy, .produce])
        #expect(groups.last?.items.map(\.name) == ["mrkve", "apples"], "each group keeps the list's own order")
    }
}
