#include <sycl/sycl.hpp>

// Struct members whose type is defined in place, as C-style kernels write them: an unnamed
// struct member, a named nested struct used as `Cell::Stats` in the kernel, and an enum defined
// in the member declaration whose enumerators are written `Cell::HOT`. The definitions belong
// to the enclosing struct; they must not be hoisted out of it.
struct Cell {
  struct {
    float x, y;
  } pos;
  struct Stats {
    float sum;
    int count;
  } stats;
  enum Kind { COLD, HOT } kind;
};

float weight(const Cell &c) {
  return c.kind == Cell::HOT ? 2.0f : 1.0f;
}

extern "C" void _occa_structMemberTypes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const float *in, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (16 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < n) {
              Cell c;
              c.pos.x = in[i];
              c.pos.y = 0.5f * in[i];
              Cell::Stats s;
              s.sum = c.pos.x + c.pos.y;
              s.count = i % 3;
              c.stats = s;
              c.kind = i % 2 == 0 ? Cell::HOT : Cell::COLD;
              out[i] = weight(c) * c.stats.sum + (float)c.stats.count;
            }
          }
        }
      }();
    });
  });
}
