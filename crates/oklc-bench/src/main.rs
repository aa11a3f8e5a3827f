//! The oklc benchmark binary (wired up once the pipeline is integrated).

mod workload;

fn main() {
    let text = workload::generate(10_000);
    std::hint::black_box(text);
}
