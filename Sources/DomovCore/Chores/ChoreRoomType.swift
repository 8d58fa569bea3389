/// The ten kinds of room the seed app knew, each drawn with its own picture. `other` is
/// there so that any room fits somewhere.
public enum ChoreRoomType: String, Sendable, CaseIterable, Codable {
    case kitchen
    case livingRoom = "living-room"
    case bedroom
    case childrensRoom = "childrens-room"
    case bathroom
    case toilet
    case hallway
    case laundry
    case garden
    case other
}
