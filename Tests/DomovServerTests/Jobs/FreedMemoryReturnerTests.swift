import Foundation
import Testing

@testable import DomovServer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Freed memory returned to the system")
struct FreedMemoryReturnerTests {
    /// The anonymous memory the process has resident, in bytes (`RssAnon` of /proc/self/status).
    static func residentAnonymousBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        let kilobytes = try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        return kilobytes * 1024
    }

    /// 64 MB in small blocks, freed while one block made after them is still held, as after a
    /// burst of requests: glibc cannot shrink the heap past the held block and keeps the freed
    /// pages, resident, until they are trimmed.
    @Test
    func pagesFreedInTheMiddleOfTheHeapLeaveTheProcess() throws {
        #if canImport(Glibc)
            let blockSize = 1024
            let blocks = (0..<65_536).map { _ in
                let block = malloc(blockSize)!
                memset(block, 1, blockSize)
                return block
            }
            let held = malloc(blockSize)!
            defer { free(held) }
            for block in blocks { free(block) }
            let before = try Self.residentAnonymousBytes()

            FreedMemoryReturner.returnFreedMemory()

            let after = try Self.residentAnonymousBytes()
            #expect(before - after > 32 << 20, "resident before \(before >> 20) MB, after \(after >> 20) MB")
        #endif
    }
}
