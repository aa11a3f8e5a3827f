#include <sycl/sycl.hpp>

// Structs and typedefs as kernel arguments.
typedef struct {
  float x;
  float y;
} pt_t;

struct Particle {
  pt_t pos;
  pt_t vel;
  float mass;
};

typedef float real_t;

static inline float dot2(const pt_t a, const pt_t b) {
  return a.x * b.x + a.y * b.y;
}

extern "C" void _occa_structArgs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, pt_t &shift, const real_t &dt, struct Particle *p, float *energy) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 32)]] {
      [=]() mutable {
        {
          int b = 0 + (32 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              p[i].pos.x += dt * p[i].vel.x + shift.x;
              p[i].pos.y += dt * p[i].vel.y + shift.y;
              energy[i] = 0.5f * p[i].mass * dot2(p[i].vel, p[i].vel) + dot2(p[i].pos, shift);
            }
          }
        }
      }();
    });
  });
}
