import Foundation

extension PlannerObjectPatch {
    /// The object's text after a household category was renamed (`newName`) or deleted with its
    /// items moved to another (`newName`, or nil for none): in each event and to-do, the
    /// CATEGORIES value the planner read the category from (the first one) is replaced; the
    /// app's other values stay. Nil when no component names the category, or the text does not
    /// parse. Without this, the next time an app saves the object, its old name would make a
    /// category of its own again.
    public func text(stored: String, renamingCategory oldName: String, to newName: String?) -> String? {
        guard var calendar = try? ICalComponent.parse(stored, options: .init(validatesKnownValues: false)) else { return nil }
        let oldKey = TextRules.searchKey(oldName)
        var renamed = false
        calendar.components = calendar.components.map { component in
            guard Self.isItem(component) else { return component }
            var values = component.properties(named: "CATEGORIES").flatMap(\.textList)
            guard let index = values.firstIndex(where: { !$0.isEmpty }), TextRules.searchKey(values[index]) == oldKey else {
                return component
            }
            if let newName { values[index] = newName } else { values.remove(at: index) }
            var component = component
            component.setProperty("CATEGORIES", values.isEmpty ? nil : .textList("CATEGORIES", values))
            component.setProperty("LAST-MODIFIED", .dateTime("LAST-MODIFIED", .utc(writer.now)))
            component.setProperty("DTSTAMP", .dateTime("DTSTAMP", .utc(writer.now)))
            renamed = true
            return component
        }
        return renamed ? calendar.serialized() : nil
    }
}
