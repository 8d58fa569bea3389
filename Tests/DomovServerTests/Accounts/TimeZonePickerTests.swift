import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The time-zone picker is a select grouped by region that works without JavaScript; app.js
/// adds the search and the device's zone from the data attributes it names.
@Suite("Time-zone picker")
struct TimeZonePickerTests {
    @Test func settingsGroupsZonesByRegionInTheReadersLanguage() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let page = try await jana.get("/settings", headers: [.acceptLanguage: "cs"]).text
            let select = try #require(HTMLScraper.element(id: "time_zone", in: page))
            #expect(page.contains("data-zone-picker"))
            #expect(select.contains("<optgroup label=\"Evropa\">"))
            #expect(select.contains("<option value=\"America/Argentina/Buenos_Aires\">Argentina / Buenos Aires</option>"))
            #expect(
                select.contains(
                    "<optgroup label=\"Ostatní\"><option value=\"GMT\">GMT</option><option value=\"UTC\">UTC</option></optgroup>"))
            let grouped = FormBuilder.zonesByRegion.flatMap(\.1)
            #expect(grouped.sorted() == TimeZone.selectableIdentifiers, "every zone once")
        }
    }
}
