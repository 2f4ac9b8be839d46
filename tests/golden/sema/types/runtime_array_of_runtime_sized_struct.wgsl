struct Row { cells: array<f32> }
@group(0) @binding(0) var<storage> rows: array<Row>;
