#include <sycl/sycl.hpp>

// Struct types named without `struct`, as C++ allows: locals, arrays, parameters by value and
// by pointer, a return type, `sizeof` and a `@shared` array of them. OpenCL C needs the tag (or a
// typedef) at every use.
struct Cell {
  float v;
  int n;
};

struct Acc {
  float s;
  int count;
};

Cell makeCell(float v, int n) {
  Cell c;
  c.v = v;
  c.n = n;
  return c;
}

float weigh(Cell c, float w) {
  return c.v * w + c.n;
}

void accumulate(Acc *a, Cell c) {
  a->s += weigh(c, 2.0f);
  a->count += 1;
}

extern "C" void _occa_structTypesWithoutTag_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &cells = *sycl::ext::oneapi::group_local_memory_for_overwrite<Cell[8]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            cells[i] = makeCell(in[8 * b + i], i);
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            Acc acc;
            acc.s = 0.0f;
            acc.count = 0;
            Cell pair[2];
            pair[0] = cells[i];
            pair[1] = cells[(i + 1) % 8];
            for (int k = 0; k < 2; ++k) {
              accumulate(&acc, pair[k]);
            }
            out[8 * b + i] = acc.s + acc.count * (int)(sizeof(Cell) / sizeof(float));
          }
        }
      }();
    });
  });
}
