import DomovCore
import Foundation

/// The time-zone picker: a plain select grouped by region, which works without JavaScript;
/// app.js adds a search field over it and puts the browser's own zone first.
extension FormBuilder {
    func timeZoneSelect(_ name: String, label: String, selected: String) -> HTML {
        let problem = failure?.problem(for: name)
        let id = fieldID(name)
        let invalid: HTML = problem == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"\(id)-error\""
        let groups = Self.zonesByRegion.html { region, zones in
            let options = zones.html { zone in
                let isSelected: HTML = zone == selected ? " selected" : ""
                return "<option value=\"\(zone)\"\(isSelected)>\(Self.placeName(zone))</option>"
            }
            return "<optgroup label=\"\(t(.timeZoneRegion(region)))\">\(options)</optgroup>"
        }
        return """
            <div class="field zone-picker">
            <label for="\(id)">\(label)</label>
            <select id="\(id)" name="\(name)"\(invalid) data-zone-picker data-browser-zone-label="\(t(.browserTimeZone))" \
            data-search-label="\(t(.searchTimeZones))">\(groups)</select>
            \(errorMessage(for: name, problem))
            </div>
            """
    }

    /// Every selectable zone under its region (the part before the first slash), regions in
    /// the order people look for them; zones without a region (UTC) last, as "Other".
    static let zonesByRegion: [(String, [String])] = {
        let order = ["Europe", "America", "Asia", "Africa", "Australia", "Pacific", "Atlantic", "Indian", "Antarctica", "Arctic"]
        var groups: [String: [String]] = [:]
        for zone in TimeZone.selectableIdentifiers {
            let region = zone.split(separator: "/").first.map(String.init).flatMap { order.contains($0) ? $0 : nil } ?? "Other"
            groups[region, default: []].append(zone)
        }
        return (order + ["Other"]).compactMap { region in groups[region].map { (region, $0) } }
    }()

    /// "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires": the region is the group's.
    static func placeName(_ zone: String) -> String {
        let parts = zone.split(separator: "/")
        let place = parts.count > 1 ? parts.dropFirst() : parts[...]
        return place.joined(separator: " / ").replacingOccurrences(of: "_", with: " ")
    }
}
