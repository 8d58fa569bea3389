import Foundation

/// The image formats a recipe photo may have.
public enum RecipePhotoType: String, Sendable, CaseIterable, Codable {
    case jpeg = "image/jpeg"
    case png = "image/png"
    case webp = "image/webp"

    /// The type the bytes themselves say, whatever the file was called.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.count == 12, head[0..<4].elementsEqual(Array("RIFF".utf8)), head[8..<12].elementsEqual(Array("WEBP".utf8)) {
            self = .webp
        } else {
            return nil
        }
    }
}

/// An uploaded photo, checked.
public struct RecipePhoto: Sendable, Equatable {
    public var contentType: RecipePhotoType
    public var bytes: [UInt8]

    /// Large enough for a phone photo made smaller, small enough to keep backups sensible.
    public static let maximumBytes = 2 * 1024 * 1024

    public init(contentType: RecipePhotoType, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }

    /// Checks size first (413), then the type from the content (415).
    public init(checking bytes: [UInt8]) throws(RecipePhotoError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(maximumBytes: Self.maximumBytes) }
        guard let type = RecipePhotoType(sniffing: bytes) else { throw .unsupportedType }
        self.init(contentType: type, bytes: bytes)
    }
}

/// Why an upload was refused; the server answers 413 or 415.
public enum RecipePhotoError: Error, Sendable, Equatable {
    case tooLarge(maximumBytes: Int)
    case unsupportedType
}
