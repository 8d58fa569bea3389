/// The code as inline SVG: one path of the dark modules (each row's runs as rectangles) on a
/// white square with the four-module quiet zone scanners need. Always dark on light, in the
/// dark appearance too: not every camera reads an inverted code. No style attributes, which
/// the Content-Security-Policy forbids; fill is an SVG attribute.
extension QRCode {
    static let quietZone = 4

    func svg(label: String, id: String) -> HTML {
        let side = size + 2 * Self.quietZone
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard modules[y][x] else { x += 1; continue }
                var run = 1
                while x + run < size, modules[y][x + run] { run += 1 }
                path += "M\(x + Self.quietZone) \(y + Self.quietZone)h\(run)v1h-\(run)z"
                x += run
            }
        }
        return """
            <svg class="qr-code" id="\(id)" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" role="img" \
            aria-label="\(label)" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#ffffff"/><path fill="#000000" d="\(path)"/></svg>
            """
    }
}
