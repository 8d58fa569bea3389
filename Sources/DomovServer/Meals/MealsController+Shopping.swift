import DomovCore
import Foundation
import Hummingbird

/// The shopping list pages: build from planned recipes, add, tick off, remove.
extension MealsController {
    @Sendable func shopping(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        var page = try await shoppingPage(frame)
        let query = request.uri.queryParameters
        if let items = query["built"].flatMap({ Int(String($0)) }), let recipes = query["recipes"].flatMap({ Int(String($0)) }) {
            page.built = (items, recipes)
        }
        page.ordering = query["ordering"] != nil
        return .html(page.render())
    }

    @Sendable func buildShopping(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        do {
            let range = try ShoppingRange(from: context.form[ShoppingListPage.Field.from], to: context.form[ShoppingListPage.Field.to])
            let recipes = try await services.meals.buildShoppingList(range, in: frame.householdID, by: frame.user)
            let items = try await services.meals.shoppingList(in: frame.householdID, for: frame.user).filter(\.fromPlan).count
            return .redirect(to: .meals(.shopping(frame.householdID, built: items, recipes: recipes)))
        } catch let failure as ValidationFailure {
            var page = try await shoppingPage(frame)
            page.buildValues = context.form
            page.buildFailure = failure
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func addShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        do {
            try await services.meals.addShoppingItem(context.form[ShoppingListPage.Field.item], in: frame.householdID, by: frame.user)
            return .redirect(to: .meals(.shopping(frame.householdID)))
        } catch let failure as ValidationFailure {
            var page = try await shoppingPage(frame)
            page.addValues = context.form
            page.addFailure = failure
            return .html(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func checkShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let id = try Self.itemID(context)
        let checked = context.form[ShoppingListPage.Field.checked] == "on"
        try await services.meals.setShoppingItem(id, checked: checked, in: frame.householdID, by: frame.user)
        // The page's script asks for JSON and ticks the item in place; a plain form reloads the list.
        if request.headers[.accept]?.contains("application/json") == true {
            let items = try await services.meals.shoppingList(in: frame.householdID, for: frame.user)
            let text = items.first { $0.id == id }?.writtenOut ?? ""
            return try .json(
                ShoppingCheckResult(
                    checked: checked, label: checked ? frame(.untick(text)) : frame(.tick(text)),
                    anyChecked: items.contains(where: \.checked)))
        }
        return .redirect(to: .meals(.shopping(frame.householdID)))
    }

    @Sendable func removeShoppingItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        try await services.meals.removeShoppingItem(try Self.itemID(context), in: frame.householdID, by: frame.user)
        return .redirect(to: .meals(.shopping(frame.householdID)))
    }

    @Sendable func clearShopping(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        try await services.meals.removeCheckedShoppingItems(in: frame.householdID, by: frame.user)
        return .redirect(to: .meals(.shopping(frame.householdID)))
    }

    /// One button of the order form names the group and the way it moves ("dairy:up").
    @Sendable func moveShoppingAisle(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let frame = try await frame(context)
        let parts = context.form[ShoppingListPage.Field.move].split(separator: ":").map(String.init)
        guard parts.count == 2, let aisle = ShoppingAisle(rawValue: parts[0]), let move = ShoppingAisleOrder.Move(rawValue: parts[1]) else {
            throw ValidationFailure(ShoppingListPage.Field.move, .invalidValue)
        }
        try await services.meals.moveShoppingAisle(aisle, move, in: frame.householdID, by: frame.user)
        return .redirect(to: .meals(.shopping(frame.householdID, ordering: true)))
    }

    func shoppingPage(_ frame: MealsFrame) async throws -> ShoppingListPage {
        let items = try await services.meals.shoppingList(in: frame.householdID, for: frame.user)
        let order = try await services.meals.shoppingAisleOrder(in: frame.householdID, for: frame.user)
        let zone = TimeZone(identifier: frame.user.preferences.timeZoneIdentifier) ?? TimeZone(identifier: "UTC")!
        return ShoppingListPage(frame: frame, items: items, order: order, today: LocalDate(services.clock.now(), in: zone))
    }

    static func itemID(_ context: some RequestContext) throws -> ID<ShoppingItem> {
        guard let id = ID<ShoppingItem>(context.parameters.get("item") ?? "") else { throw DomainError.notFound }
        return id
    }
}

/// What meals.js needs to show a ticked item without reloading the list.
struct ShoppingCheckResult: Encodable {
    let checked: Bool
    /// The button's new label ("Untick 2 carrots").
    let label: String
    /// Whether "Clear ticked items" has anything to clear.
    let anyChecked: Bool
}
