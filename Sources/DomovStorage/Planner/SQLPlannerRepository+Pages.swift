import DomovCore
import Foundation
import SQLKit

extension SQLPlannerRepository {
    public func items(matching query: PlannerQuery, part: PlannerItemPart, after id: ID<PlannerItem>?, limit: Int) async throws
        -> [PlannerItem]
    {
        // A page is read from SQL even for series, which `PlannerSeriesCache` holds whole: the
        // point of a page is not to hold the rest.
        guard let statement = PlannerItemQuery(query).page(of: part, after: id, limit: max(1, limit)) else { return [] }
        return try await database.withConnection { db in
            try await db.raw(statement).all().map(PlannerItemRow.item(from:))
        }
    }
}
